"""The National Economy table in the tableau view: the round track and the household, the
public row of workplaces (who stands where, what the solo rule blocked), every player's
buildings, money, workers, goods and debts, and the viewer's hand.

Clicks (the moves' places, rules/national_economy/moves.py, lit and clicked by the kit's
picker): a workplace places a worker; during a build a hand card chooses the building.
Discards (paying for a building, the shops and factories, the hand limit) and sales (wages)
are gathered card by card on the table, each one judged by the rules on the state after the
others, and played together by Confirm (a tuple of actions, one per card)."""

from __future__ import annotations

import pygame

import sprites
from desktop import ui
from desktop.i18n import language, ntr, say, tr
from desktop.views import national_economy_words as words
from desktop.views.kit import palette
from desktop.views.kit.choice import Choice, Entry, Option, draw_choice, width_for
from desktop.views.kit.face import card_face, card_marks, effect_text, fit_name
from desktop.views.kit.hand import HandCard, hand_hint, hand_row, hand_strip, spectator
from desktop.views.kit.marks import KIND_MARKS, kind_mark, seat_mark
from desktop.views.kit.open_hands import HandRow, hands_visible, open_hands, places
from desktop.views.kit.palette import INK, seat_colour
from desktop.views.kit.panel import Badge, panel_rects, player_panel, seating
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.row import card_row, slots, visible_part
from desktop.views.kit.widgets import (
    action_button,
    card_back,
    count_badge,
    glow,
    step_button,
    track,
)
from desktop.views.table import ButtonEntry, Hotspot, Table
from rules.core.actions import Action
from rules.core.message import Msg, Text, join
from rules.core.moves import Place
from rules.core.state import render_log
from rules.national_economy import catalogue as cat
from rules.national_economy import engine, preview
from rules.national_economy.moves import BUILD, KEEP, MOVES, SELL
from rules.national_economy.state import HIDDEN, NEState

ROUND_BAR = pygame.Rect(12, 64, 1168, 46)
PLAYERS_BOTTOM = 640
PLAYERS_HEIGHT = {1: 196, 2: 214, 3: 290, 4: 290}  # the rest above goes to the public row
HAND = pygame.Rect(12, 648, 1168, 240)
PUBLIC_CARD = (150, 125)  # a public workplace, while the row has room for it
SUMMARY_W = 560  # the round-end summary, docked at the left of the hand

DISCARDS = ("{who} discards a consumer good.", "{who} discards the {card}.")  # moves.DISCARD


def _round_line(line: Text, message_id: str, round_: int) -> bool:
    """Is `line` the round-end message `message_id` of round `round_`? A log from an older
    save holds plain English: its lines are read by their words."""
    if isinstance(line, Msg):
        return line.id == message_id and dict(line.params).get("round") == round_
    return str(line).startswith(message_id.split(":")[0].format(round=round_) + ":")


def _discard_line(line: Text) -> bool:
    return line.id in DISCARDS if isinstance(line, Msg) else " discards " in str(line)


def unpaid_line(line: Text) -> bool:
    """A seat's wages that ended in unpaid-wage cards (drawn in red)."""
    return line.id == engine.UNPAID.id if isinstance(line, Msg) else "unpaid" in str(line)


def round_end_lines(log: list[Text], round_: int) -> list[Text] | None:
    """What the log says of the round end before `round_` (wages, sales, unpaid-wage cards,
    the workplace that opened), without the hand-limit discards; None if it is not there.
    The lines are messages, found by their ids (`engine.ROUND_ENDS`, ...)."""
    starts = [i for i, line in enumerate(log)
              if _round_line(line, engine.ROUND_ENDS, round_ - 1)]
    if not starts:
        return None
    lines = []
    for line in log[starts[-1] + 1:]:
        if _round_line(line, engine.ROUND_BEGINS, round_):
            return lines
        if not _discard_line(line):
            lines.append(line)
    return None


def _names(cards) -> str:
    """Names of cards in the chosen language, listed with its separator."""
    return say(join(cat.label(c) for c in cards))


def band_colour(surface: pygame.Surface, band: pygame.Rect) -> pygame.Color:
    """The band's colour as drawn (faded on a dimmed card)."""
    return pygame.Color(surface.get_at((band.centerx, band.bottom - 1)))


def _category(place: int) -> str:
    if place < cat.NUM_CARDS:
        return cat.kind(place).icon
    return "round" if place > cat.ROUND_CARD else "public"


class NationalEconomyTable(Table):
    moves = MOVES

    def __init__(self) -> None:
        super().__init__()
        self.chosen_at: tuple | None = None  # the decision the gathered moves belong to
        self._faces: dict[tuple, pygame.Surface] = {}
        self._workers: dict[tuple, pygame.Surface] = {}
        self.viewer: int | None = None
        self.round = 0
        self.closed: dict[int | None, int] = {}  # viewer -> the round whose summary they closed
        # The round-end lines read from the log in `sync`, once per (state version, viewer).
        self._round_end: tuple[tuple | None, list[Text] | None] = (None, None)

    @property
    def chosen(self) -> list[int]:
        """The cards (and goods, `catalogue.GOOD`) gathered to discard or sell, in click
        order."""
        return [action.args[0] for action in self.gathered]

    # ----- reactions -----------------------------------------------------------------------
    def toggle(self, mode: str) -> None:
        if mode == "clear":
            self.gathered = ()

    def acted(self) -> None:
        super().acted()
        self.close_summary()

    def close_summary(self) -> None:
        """The viewer has seen the round-end summary (a click on it, or their next action)."""
        self.closed[self.viewer] = self.round

    def _clear(self) -> None:
        self.gathered = ()

    def landmarks(self, v: NEState) -> dict:
        """The buildings built."""
        return {c: True for row in v.tableau for c in row}

    def sync(self, v: NEState, viewer: int | None, legal: list[Action]) -> None:
        """A selection belongs to one decision at one moment; anything new clears it."""
        self.viewer, self.round = viewer, v.round
        if viewer is not None:
            self._round_end = ((v.version, viewer),
                               round_end_lines(render_log(v.log, viewer), v.round))
        key = (v.version, tuple(v.pending[-1]) if v.pending else None)
        if key != self.chosen_at:
            self.chosen_at = key
            self.gathered = ()

    # ----- words and buttons ---------------------------------------------------------------
    def notes(self, v: NEState) -> list[tuple[str, pygame.Color]]:
        out = [(tr("Wage ${w} a worker", w=cat.WAGES[v.round - 1]), ui.ACCENT),
               (tr("Household ${n}", n=v.household), ui.TEXT)]
        if v.n == 1:
            out.append((tr("Solo: 100 points win"), ui.MUTED))
        return out

    def prompt(self, v: NEState, viewer: int | None) -> str | None:
        need = preview.discard_need(v, viewer)
        if need is not None:
            left = need.count - len(self.chosen)
            if need.kind == "pay":
                head = ntr("Build the {name}: discard {n} card to pay.",
                           "Build the {name}: discard {n} cards to pay.", need.count,
                           name=_names(need.building))
            elif need.kind == "limit":
                head = ntr("Round end: discard {n} card down to your hand limit.",
                           "Round end: discard {n} cards down to your hand limit.", need.count)
            else:
                head = ntr("Discard {n} card.", "Discard {n} cards.", need.count)
            tail = tr("Click {n} more in your hand.", n=left) if left > 0 else \
                tr("Confirm, or click a chosen card to put it back.")
            return tr("{instruction} {how}", instruction=head, how=tail)
        status = preview.sale_status(v, viewer, self.chosen) if viewer is not None else None
        if status is not None:
            return tr("Wages: sell buildings to raise ${n}. Choose them, then confirm.",
                      n=status.need - sum(self._sale_value(v, c) for c in status.sold))
        return None

    def buttons(self, v: NEState, viewer: int | None, legal: list[Action]) -> list[ButtonEntry]:
        if not legal or viewer is None:
            return []
        self.pick_from(v, legal, viewer)
        out = []
        confirm = self._confirm(v, viewer)
        if confirm is not None:
            label, actions = confirm
            out.append(ButtonEntry(label, tr("Confirm"), actions, primary=True))
        if self.chosen:
            out.append(ButtonEntry(tr("Clear the selection"), tr("Clear"), "clear"))
        return out

    def _confirm(self, v: NEState, viewer: int) -> tuple[str, tuple[Action, ...]] | None:
        """The gathered discards or sales, once they answer the whole decision."""
        if not self.picker.complete:
            return None
        need = preview.discard_need(v, viewer)
        if need is not None:
            return ntr("Discard the chosen card", "Discard the {n} chosen cards", need.count), \
                self.picker.gathered
        status = preview.sale_status(v, viewer, self.chosen)
        if status is not None:
            return tr("Sell the chosen buildings (${n})", n=status.raised), self.picker.gathered
        return None

    # ----- drawing -------------------------------------------------------------------------
    # No `picture_key`: a lit public workplace's outline reaches past TABLE_AREA's left edge,
    # and the hand's hint past its right edge in a hand narrowed by a docked choice, which a
    # kept picture (TABLE_AREA alone) would not show: painted every frame.
    def paint(self, surface: pygame.Surface, v: NEState, viewer: int | None,
              legal: list[Action], names: list[str], kinds: list[str]) -> None:
        self.new_frame()
        self.pick_from(v, legal, viewer)
        self.viewer, self.round = viewer, v.round
        if viewer is not None:
            self._round_end = ((v.version, viewer),
                               round_end_lines(render_log(v.log, viewer), v.round))
        offered = {action.kind for action in legal}  # the decision's move, if the viewer's
        placing = bool(legal) and not v.pending
        occupied = preview.occupants(v)
        self._round_bar(surface, v)
        self._public(surface, v, viewer, placing, occupied)
        self._players(surface, v, viewer, placing, occupied, kinds)
        for key in {("workplace", place) for place in v.used} - set(self.anchors):
            self.anchor(key, self.anchors[("public",)])  # a building gone, its workers not
        room = self._keep_choice(surface, v) if KEEP.kind in offered else \
            self._sell_choice(surface, v, viewer) if SELL.kind in offered else \
            self._summary(surface, v, viewer)
        area = HAND if room is None else \
            pygame.Rect(room.right + 8, HAND.y, HAND.right - room.right - 8, HAND.h)
        if room is not None and KEEP.kind in offered and viewer is not None:
            self.anchor(("choosing", viewer), room)  # the cards drawn to keep one
        self._hand(surface, v, viewer, offered, area)

    def rect_of(self, key: Place | None, piece: str = "",
                piece_id: int | None = None) -> pygame.Rect | None:
        """As `Table.rect_of`, but a worker (named by its seat) has no place of its own (not
        the workplace of its seat's number), and a building on the public row or in a
        tableau lies where it is drawn as a workplace."""
        if piece == "worker":
            piece_id = None
        if key is not None and key[0] in ("public", "tableau") and piece_id is not None \
                and ("workplace", piece_id) in self.anchors:
            return self.anchors[("workplace", piece_id)]
        return super().rect_of(key, piece, piece_id)

    # ----- the round track -----------------------------------------------------------------
    def _round_bar(self, surface, v: NEState) -> None:
        steps = []
        for r in range(1, cat.ROUNDS + 1):
            info = cat.PLACES[cat.ROUND_CARD + r]
            body = tr("Wage ${w} for every worker, trainees included.", w=cat.WAGES[r - 1])
            if r < cat.ROUNDS:
                body += "\n" + tr("Then the {name} joins the public row: {effect}",
                                  name=words.title(cat.ROUND_CARD + r),
                                  effect=words.effect_text(info))
            steps.append((str(r), f"${cat.WAGES[r - 1]}", tr("Round {r}", r=r), body))
        x = track(surface, self.hotspots, ROUND_BAR, tr("Round"), steps,
                  v.round - 1 if v.phase != "over" else None) + 14
        coin = sprites.load("coin", (24, 24))
        surface.blit(coin, (x, ROUND_BAR.centery - 12))
        label = ui.text(surface, tr("Household ${n}", n=v.household), (x + 30, ROUND_BAR.centery),
                        ui.capped(17), ui.ACCENT, bold=True, anchor="midleft")
        self.hotspots.append(Hotspot(pygame.Rect(x, ROUND_BAR.y, label.right - x, ROUND_BAR.h),
                                     None, tr("Household"), tr(
            "Wages are paid into the household; the shops and restaurants pay out of it. An "
            "effect that pays more than it holds cannot be used.")))
        # the household's coins lie at its coin; the bank (never shown) at the bar's end
        self.anchor(("household",), pygame.Rect(x, ROUND_BAR.centery - 12, 24, 24))
        self.anchor(("bank",), pygame.Rect(ROUND_BAR.right - 36, ROUND_BAR.centery - 12, 24, 24))
        x = label.right + 24
        back = pygame.Rect(x, ROUND_BAR.centery - 14, 20, 28)
        card_back(surface, back)
        deck = ui.text(surface, tr("Deck {n} · discards {d}", n=len(v.deck), d=len(v.discard)),
                       (x + 28, ROUND_BAR.centery), ui.capped(15), ui.MUTED, anchor="midleft")
        self.anchor(("deck",), back)  # the discards at their count
        self.anchor(("discard",), pygame.Rect(deck.right - 24, back.y, 20, 28))
        self.hotspots.append(Hotspot(pygame.Rect(x, ROUND_BAR.y, deck.right - x, ROUND_BAR.h),
                                     None, tr("Building deck"), tr(
            "The discard pile is shuffled into a new deck when the deck runs out.")))
        ui.text(surface, tr("Start: {name}", name=v.names[v.start]),
                (ROUND_BAR.right - 12, ROUND_BAR.centery), ui.capped(15), ui.TEXT,
                anchor="midright",
                max_width=ROUND_BAR.right - deck.right - 24)

    # ----- a card ---------------------------------------------------------------------------
    def _card(self, surface, rect: pygame.Rect, place: int, *, highlight: bool = False,
              dim: bool = False, selected: bool = False, cost: int | None = None,
              workers: list[int | None] = (), blocked: bool = False, price: int | None = None,
              text: bool = True) -> None:
        """A building card or a workplace: colour band with the name in the chosen language
        (the original Japanese name is in its tooltip), cost (cards to discard) and value, the
        effect on large cards, worker tokens.
        The face is drawn once per look and size, then blitted."""
        key = (place, rect.size, dim, cost, price, text, bool(workers), language(),
               ui.text_scale(), palette.colour_blind())
        face = self._faces.get(key)
        if face is None:
            if len(self._faces) > 400:
                self._faces.clear()
            face = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._face(face, pygame.Rect((0, 0), rect.size), place, dim, cost, price, text,
                       workers)
            self._faces[key] = face
        surface.blit(face, rect)
        if workers:
            self._tokens(surface, rect, workers, place < cat.NUM_CARDS)
        if blocked:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((20, 22, 30, 150))
            surface.blit(shade, rect)
            pygame.draw.line(surface, ui.BAD, rect.topleft, rect.bottomright, 3)
            pygame.draw.line(surface, ui.BAD, rect.topright, rect.bottomleft, 3)
            tag = ui.text(surface, tr("Blocked"), rect.center, 15, ui.TEXT, bold=True,
                          anchor="center")
            pygame.draw.rect(surface, ui.BAD, tag.inflate(10, 4), 2, border_radius=5)
        card_marks(surface, rect, lit=highlight, marked=selected)
        if selected:
            tick = pygame.Rect(0, 0, 24, 24)
            tick.center = (rect.right - 4, rect.y + 4)
            pygame.draw.circle(surface, ui.BAD, tick.center, 12)
            ui.text(surface, "×", tick.center, 20, ui.TEXT, bold=True, anchor="center")
        if place in self.flash:
            glow(surface, rect, self.flash[place])

    def _face(self, surface, rect: pygame.Rect, place: int, dim: bool, cost: int | None,
              price: int | None, text: bool, workers) -> None:
        info = cat.PLACES[place]
        small = rect.w < 90
        kind = _category(place)
        colour = palette.kind_colour("ne_card", kind)
        name_lines, name_size = self._name(place, rect.w - 8, kind in KIND_MARKS["ne_card"]
                                           and not small)
        band = card_face(surface, rect, colour,
                         8 + len(name_lines) * (ui.scaled(name_size) + 3), dim)
        mark = ui.scaled(name_size) if kind in KIND_MARKS["ne_card"] and not small else 0
        first = band
        for i, line in enumerate(name_lines):
            step = ui.scaled(name_size) + 3
            drawn = ui.text(surface, line, (rect.centerx + mark // 2, band.y + 4 + i * step),
                            name_size, ui.TEXT, bold=True, anchor="midtop",
                            max_width=rect.w - 6 - mark)
            first = drawn if i == 0 else first
        if mark:  # a building's icon: left of its name (its first line) on a large card
            kind_mark(surface, "ne_card", kind, (rect.x + 3 + mark // 2, first.centery),
                      mark - 2, ui.TEXT, band_colour(surface, band))
        elif kind in KIND_MARKS["ne_card"]:  # on a small one, on a tab under the band
            tab = pygame.Rect(rect.x + 3, band.bottom + 2, 15, 15)
            pygame.draw.rect(surface, band_colour(surface, band), tab, border_radius=3)
            kind_mark(surface, "ne_card", kind, tab.center, 11, ui.TEXT,
                      band_colour(surface, band))
        foot = max(18, rect.w // 5)
        floor = rect.bottom - (foot + 6 if place < cat.NUM_CARDS else 4)
        if workers:  # the tokens' row (above the foot on small cards): no name under them
            floor = min(floor, self._token_row(rect, len(workers), place < cat.NUM_CARDS)[1])
        y = band.bottom + 2
        if place < cat.NUM_CARDS:  # cost bottom-left, value bottom-right
            shown = info.cost if cost is None else cost
            chip = pygame.Rect(rect.x + 4, rect.bottom - foot - 4, foot * 3 // 4, foot)
            pygame.draw.rect(surface, pygame.Color("#26304f"), chip, border_radius=4)
            pygame.draw.rect(surface, ui.ACCENT, chip, 1, border_radius=4)
            ui.text(surface, str(shown), chip.center, ui.capped(max(11, foot * 2 // 3)),
                    ui.TEXT if shown == info.cost else ui.GOOD, bold=True, anchor="center")
            value = info.value if price is None else price
            coin = sprites.load("coin", (foot, foot))
            spot = coin.get_rect(bottomright=(rect.right - 4, rect.bottom - 4))
            surface.blit(coin, spot)
            tokens = self._token_row(rect, len(workers), True)[1] if workers and small else 0
            if tokens < rect.bottom - foot - 6:  # a small card's tokens in the foot: no value
                ui.text(surface, (f"${value}" if price is not None else str(value)),
                        (spot.x - 3, spot.centery), ui.capped(max(11, foot * 2 // 3)), INK,
                        bold=True, anchor="midright")
        if text and not small:
            room_bottom = rect.bottom - (foot + 8 if place < cat.NUM_CARDS else 6)
            if workers and place >= cat.NUM_CARDS:
                room_bottom = self._token_row(rect, len(workers), False)[1] - 2
            effect_text(surface, words.effect_text(info), rect.x + 6, y, room_bottom,
                        rect.w - 12, 12)

    @staticmethod
    def _name(place: int, width: int, marked: bool) -> tuple[tuple[str, ...], float]:
        """A card's name fitted to its band: beside an icon (`marked`) in as many lines as
        without it, a little smaller if need be, else on one more line."""
        name, size = words.title(place), max(10, min(16, (width + 8) // 8))
        lines, fitted = fit_name(name, width, size, least=7)
        if not marked:
            return lines, fitted
        room = width - ui.scaled(fitted) - 2
        beside = fit_name(name, room, size, lines=len(lines), least=7)
        return beside if beside[1] >= 0.85 * fitted else fit_name(name, room, size, least=7)

    @staticmethod
    def _token_row(rect: pygame.Rect, count: int, card: bool) -> tuple[int, int, int, int]:
        """x, y, size and step of the worker tokens: along the bottom of a workplace, between
        a building's cost and its value."""
        foot = max(18, rect.w // 5)
        size = max(16, min(26, rect.h // 4, foot + 4))
        band = 8 + 2 * (max(10, min(16, rect.w // 8)) + 3)  # the tallest name band
        # small cards show no effect text: tokens above the foot, or (too short for that)
        # in the foot between the cost and the coin, where the value is then left out
        middle = card and rect.w < 90 and rect.h - foot - size - 8 >= band
        low = card and rect.w < 90 and not middle
        left = rect.x + (4 if middle else foot * 3 // 4 + 8 if card else 6)
        right = rect.right - (4 if middle else foot + 8 if low else foot + 30 if card else 6)
        room = max(size, right - left)
        step = min(size - 3, (room - size) // max(1, count - 1)) if count > 1 else size
        total = size + step * (count - 1)
        x = max(left, (left + right) // 2 - total // 2)
        y = rect.bottom - foot - size - 8 if middle else rect.bottom - size - 4
        return x, y, size, step

    def _tokens(self, surface, rect: pygame.Rect, seats: list[int | None], card: bool) -> None:
        x, y, size, step = self._token_row(rect, len(seats), card)
        for i, seat in enumerate(seats):
            self._worker(surface, (x + i * step, y), size, seat)

    def _worker(self, surface, at: tuple[int, int], size: int, seat: int | None,
                ghost: bool = False, training: bool = False) -> None:
        """A worker in its seat's colour (dark when placed this round, ringed in training)."""
        key = (size, seat, ghost, palette.colour_blind())  # the tint is the palette's
        image = self._workers.get(key)
        if image is None:
            colour = seat_colour(seat) if seat is not None else ui.MUTED
            image = sprites.load("ne_worker", (size, size)).copy()
            tint = pygame.Color(colour)
            if ghost:
                tint = tint.lerp(pygame.Color("#232b3d"), 0.65)
            image.fill(tint, special_flags=pygame.BLEND_RGBA_MULT)
            self._workers[key] = image
        outline = pygame.Rect(at, (size, size))
        if not ghost:
            pygame.draw.circle(surface, pygame.Color("#10131b"), outline.center, size // 2 + 1)
        surface.blit(image, at)
        if training:
            pygame.draw.circle(surface, ui.TEXT, outline.center, size // 2 + 1, 2)
        if seat is not None and size >= 16:  # whose worker, not by its colour alone
            seat_mark(surface, seat, (outline.right - 2, outline.bottom - 3), max(8, size // 2))

    # ----- the public row -------------------------------------------------------------------
    @staticmethod
    def _players_rect(v: NEState) -> pygame.Rect:
        h = PLAYERS_HEIGHT[v.n]
        return pygame.Rect(12, PLAYERS_BOTTOM - h, 1168, h)

    def _public_rect(self, v: NEState) -> pygame.Rect:
        top = ROUND_BAR.bottom + 6
        return pygame.Rect(12, top, 1168, self._players_rect(v).y - 6 - top)

    def _place_tip(self, v: NEState, viewer, place: int, seats: list[int | None],
                   placing: bool, legal: bool) -> tuple[str, str]:
        """A workplace's tooltip; while placing, what a worker there could build, or why it
        cannot go there (the rules' words)."""
        body = words.card_body(place, v.n)
        if seats:
            who = say(join(v.names[s] if s is not None else "?" for s in seats))
            body += "\n" + tr("Workers here: {names}.", names=who)
        if place in v.blocked:
            body += "\n" + tr("Blocked for this round by the solo rule.")
        if placing:
            if legal:
                can = preview.buildable_with(v, viewer, place)
                if can:
                    body += "\n" + tr("You could build: {names}.", names=_names(can))
                body += "\n" + tr("Click to place a worker here.")
            else:
                problem = self.refusal(("workplace", place))
                if problem:
                    body += "\n" + problem
        return words.title(place), body

    def _public(self, surface, v: NEState, viewer, placing: bool, occupied) -> None:
        public = self._public_rect(v)
        heading = ui.text(surface, tr("Public workplaces"),  # the cards are 26 px below
                          (public.x + 4, ui.foot(public.y, 16, True)), ui.capped(16), ui.MUTED,
                          bold=True, anchor="bottomleft")
        if v.n == 1:
            x = max(public.x + 170, heading.right + 10)
            ui.text(surface, tr("(oldest left, newest right; the newest free one is blocked "
                                "after each worker you place)"),
                    (x, ui.foot(public.y + 2, 14)), ui.capped(14), ui.MUTED,
                    anchor="bottomleft", max_width=public.right - x)
        area = pygame.Rect(public.x, public.y + 26, public.w, public.h - 26)
        self.anchor(("public",), area)
        # each workplace keeps its slot as the row grows; all shrink only when rows run out
        rects = slots(len(v.public), area, PUBLIC_CARD[0], PUBLIC_CARD[1], gap=10, min_w=68)
        for i, place in enumerate(v.public):
            rect = rects[i]
            seats = [s for p, s in occupied if p == place]
            usable = placing and self.picker.lit(("workplace", place))
            self._card(surface, rect, place, highlight=usable, workers=seats,
                       blocked=place in v.blocked, text=True)
            self.anchor(("workplace", place), rect)
            title, body = self._place_tip(v, viewer, place, seats, placing, usable)
            self._workplace(rect, place, placing, title, body)

    def _workplace(self, rect: pygame.Rect, place: int, placing: bool, title: str,
                   body: str) -> None:
        """A workplace (or a building) answers a click while the viewer places a worker: the
        rules place it there or say why not; otherwise it only explains itself."""
        if placing:
            self.place(rect, ("workplace", place), title, body)
        else:
            self.hotspots.append(Hotspot(rect, None, title, body))

    # ----- players --------------------------------------------------------------------------
    def _players(self, surface, v, viewer, placing, occupied, kinds) -> None:
        rects = panel_rects(v.n, self._players_rect(v), 1 if v.n == 1 else 2)
        for seat, rect in zip(seating(v.n, viewer), rects, strict=True):
            self._player(surface, rect, v, seat, viewer, placing, occupied, kinds[seat])

    def _player(self, surface, rect, v: NEState, seat, viewer, placing, occupied,
                kind) -> None:
        acting = (v.pending[-1].seat if v.pending else v.turn) == seat and v.phase != "over"
        top = player_panel(surface, rect, PanelSeat(
            v.names[seat], kind, mine=seat == viewer, acting=acting, start=v.start == seat,
            start_tip=tr("Places the first worker each round; the quarry passes this card."),
            colour=seat_colour(seat), badges=self._badges(v, seat, viewer), mark=seat),
            self.hotspots)
        # what the player holds out of the badges' sight lies at their panel (the cards
        # drawn to choose from, the viewer's goods when the hand shows none); trainees with
        # the workers
        for zone in ("choosing", "goods", "hand", "training"):
            self.anchor((zone, seat), rect)
        workers = next((spot.rect for spot in self.hotspots if spot.anchor == ("ready", seat)),
                       None)
        if workers is not None:  # the trainees are drawn last in the row
            self.anchor(("training", seat), pygame.Rect(workers.right - 20, workers.y, 20,
                                                        workers.h))
        self._buildings(surface, v, seat, viewer, rect, top, placing, occupied)

    def _badges(self, v: NEState, seat: int, viewer: int | None) -> list[Badge]:
        """Money, workers (free / out / training), goods, hand size, unpaid wages."""
        due = preview.wages_due(v, seat)
        free, out, training = v.available(seat), v.placed[seat], v.trainees[seat]

        def workers(surface: pygame.Surface, x: int, y: int) -> int:
            for i in range(v.workers[seat]):
                self._worker(surface, (x + i * 17, y), 20, seat, ghost=free <= i < free + out,
                             training=i >= free + out)
            return max(20, 17 * v.workers[seat] + 3)
        badges = [
            Badge("coin", f"${v.money[seat]}", tr("Money"), tr(
                "${m}. Wages due at this round's end: ${d} ({w} workers × ${p}).",
                m=v.money[seat], d=due, w=v.workers[seat], p=cat.WAGES[v.round - 1]),
                ui.ACCENT, anchor=("purse", seat)),
            Badge(None, "", tr("Workers"), tr(
                "{w} workers (limit {l}): {f} free, {o} placed this round, {t} in training "
                "(they work from the next round but are paid now).", w=v.workers[seat],
                l=preview.worker_limit(v, seat), f=free, o=out, t=training), paint=workers,
                paint_width=max(20, 17 * v.workers[seat] + 3), anchor=("ready", seat)),
            Badge("ne_good", str(v.goods[seat]), tr("Consumer goods"), tr(
                "Goods in hand count as cards for building costs, discards and the hand "
                "limit."), anchor=None if seat == viewer else ("goods", seat)),
            Badge("card_back", str(len(v.hands[seat])), tr("Building cards in hand"), tr(
                "Hand: {n} cards and {g} goods; hand limit {l} at round end.",
                n=len(v.hands[seat]), g=v.goods[seat], l=preview.hand_limit(v, seat)),
                size=(15, 21), anchor=None if seat == viewer else ("hand", seat)),
        ]
        if v.debt[seat]:
            badges.append(Badge(None, tr("{n} unpaid", n=v.debt[seat]), tr("Unpaid-wage cards"),
                                ntr("{n} card: -3 points each at the end.",
                    "{n} cards: -3 points each at the end.", v.debt[seat]),
                                fill=ui.BAD))
        return badges

    def _buildings(self, surface, v: NEState, seat, viewer, rect, top, placing,
                   occupied) -> None:
        cards = v.tableau[seat]
        area = pygame.Rect(rect.x + 12, top + 2, rect.w - 20, rect.bottom - top - 10)
        self.anchor(("tableau", seat), area)
        if not cards:
            ui.text(surface, tr("No buildings yet"), (area.x + 2, area.y + 6), 15, ui.MUTED)
            return
        h = min(area.h, 170)
        w = int(h * 0.74)
        rects = card_row(len(cards), area, w, h)
        for i, card in enumerate(cards):
            r = rects[i]
            seats = [s for p, s in occupied if p == card]
            # every building answers a click while placing: the rules say why it is refused
            usable = placing and self.picker.lit(("workplace", card))
            title, body = self._place_tip(v, viewer, card, seats, placing, usable)
            shown = visible_part(rects, i)
            self._card(surface, r, card, highlight=usable, workers=seats, text=shown.w >= w)
            self.anchor(("workplace", card), shown)
            self._workplace(shown, card, placing, title, body)

    # ----- the viewer's hand ------------------------------------------------------------------
    def _hand(self, surface, v: NEState, viewer, offered: set[str],
              area: pygame.Rect = HAND) -> None:
        """The viewer's hand: during a build its cards are the buildings to choose, during a
        discard the cards to gather (the goods beside them)."""
        if viewer is None:
            spectator(surface, area, hands_visible(v.hands, HIDDEN),
                      lambda: self._open_hands(surface, v, area),
                      tr("Watching: every hand is hidden."))
            return
        hand = sorted((c for c in v.hands[viewer] if c != HIDDEN),
                      key=lambda c: (cat.kind(c).cost, c))
        self.anchor(("hand", viewer), area)
        heading = hand_strip(surface, area, ntr("Your hand: {n} card (limit {l})",
                                                "Your hand: {n} cards (limit {l})",
                                                len(hand) + v.goods[viewer],
                                                l=preview.hand_limit(v, viewer)))
        need = preview.discard_need(v, viewer) if offered else None
        building = BUILD.kind in offered
        full = ntr("You have chosen {n} card already; click it to put it back.",
                   "You have chosen {n} cards already; click one to put it back.",
                   need.count) if need is not None else ""
        if need is not None:
            self._discard_bar(surface, v, viewer, need, heading.right + 20)
        elif building:
            first = v.pending[-1].cards
            hint = tr("Click the building to build; its cost is the number on the card.")
            if first:
                hint = tr("Second building of the pair: the same cost as the {name} ({n}).",
                          name=words.title(first[0]), n=cat.kind(first[0]).cost)
            hand_hint(surface, heading, hint, gap=20)
        goods_w = 124 if v.goods[viewer] else 0
        card_h, card_w = 190, 136
        cards, costs = [], {}
        for card in hand:
            key = ("hand", card)
            title, body = words.title(card), words.card_body(card, v.n)
            local = None
            highlight = dim = False
            if building:
                highlight = self.picker.lit(key)
                dim = not highlight
                costs[card] = cost = preview.cost_now(v, viewer, card)
                body += "\n" + (ntr("Build it by discarding {n} other card.",
                                     "Build it by discarding {n} other cards.", cost)
                                if highlight else tr("You cannot build this one now."))
            elif offered and not v.pending:
                def first() -> str:
                    return tr("First place a worker on a workplace that builds (a carpenter).")
                local = first
            elif need is not None:
                highlight = self.picker.lit(key)
                body += "\n" + (tr("Chosen to discard: click to put it back.")
                                if card in self.chosen else tr("Click to discard it."))
            cards.append(HandCard(card, title, body, local=local, lit=highlight,
                                  marked=card in self.chosen, dim=dim))

        def face(surface, r: pygame.Rect, c: HandCard, shown: pygame.Rect) -> None:
            self._card(surface, r, c.card, highlight=c.lit, dim=c.dim, selected=c.marked,
                       cost=costs.get(c.card), text=shown.w >= card_w - 30)

        def spot(shown: pygame.Rect, c: HandCard) -> None:
            """During a build or a discard a card is a place of the moves; else its words."""
            if building or need is not None:
                self.place(shown, ("hand", c.card), c.title, c.body, first=full)
            else:
                self.hotspots.append(Hotspot(shown, None, c.title, c.body, c.local))
        hand_row(surface, self.hotspots, area, cards, face, (card_w, card_h), top=40,
                 width=area.w - 28 - goods_w - (20 if goods_w else 0), mouse=self.mouse,
                 lift=10, empty=None if goods_w else tr("No cards in hand"), spot=spot)
        if goods_w:
            goods = pygame.Rect(area.right - goods_w - 14, area.y + 40, goods_w,
                                card_h - (34 if need is not None else 0))
            self.anchor(("goods", viewer), goods)
            self._goods(surface, v, viewer, need, full, goods)

    def _open_hands(self, surface, v: NEState, area: pygame.Rect) -> None:
        """A finished game watched with every hand open: each player's building cards (their
        goods are on their panels)."""
        rows = [HandRow(v.names[seat], len(hand), seat_colour(seat))
                for seat, hand in enumerate(v.hands)]
        for hand, room in zip(v.hands, open_hands(surface, area, rows), strict=True):
            cards = sorted(hand, key=lambda c: (cat.kind(c).cost, c))
            for card, r in zip(cards, places(len(cards), room, (124, 64)), strict=True):
                self._card(surface, r, card, text=False)
                self.hotspots.append(Hotspot(r, None, words.title(card),
                                             words.card_body(card, v.n)))

    def _goods(self, surface, v: NEState, viewer, need, full: str, rect: pygame.Rect) -> None:
        """The consumer goods: a stack with a count; during a discard, click to add one and
        the small button under it to put one back."""
        count = v.goods[viewer]
        key = ("hand", cat.GOOD)
        chosen = self.picker.holds(key)
        for i in range(min(3, count) - 1, -1, -1):
            r = rect.move(i * 5, -i * 5) if i else rect
            pygame.draw.rect(surface, pygame.Color("#f6e7a8"), r, border_radius=8)
            pygame.draw.rect(surface, pygame.Color("#8a6a12"), r, 1, border_radius=8)
        image = sprites.load("ne_good", (rect.w - 40, rect.w - 40))
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + rect.h // 2 - 12)))
        ui.text(surface, tr("Consumer goods"), (rect.centerx, rect.y + 8), ui.capped(14), INK,
                bold=True, anchor="midtop", max_width=rect.w)
        count_badge(surface, (rect.right - 6, rect.bottom - 6), f"×{count}", "bottomright")
        body = tr("{n} goods. They count as cards for costs, discards and the hand limit, and go "
                  "back to the goods pile when discarded.", n=count) + "\n" + \
            words.printing(cat.GOOD)
        if need is not None:
            body += "\n" + tr("Click to discard one ({k} chosen).", k=chosen)
            if self.picker.lit(key):
                pygame.draw.rect(surface, ui.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
        if chosen:
            pygame.draw.rect(surface, ui.BAD, rect.inflate(8, 8), 4, border_radius=11)
            count_badge(surface, (rect.x + 6, rect.bottom - 6), tr("{k} to discard", k=chosen),
                        "bottomleft")
        if need is not None:
            self.place(rect, key, tr("Consumer goods"), body, first=full, stack=True)
        else:
            self.hotspots.append(Hotspot(rect, None, tr("Consumer goods"), body))
        if chosen:
            step_button(surface, self.hotspots, pygame.Rect(rect.x, rect.bottom + 6, rect.w, 28),
                        tr("Put one back"), tr("Keep one more good."),
                        lambda: self.ungather(key))

    def _discard_bar(self, surface, v: NEState, viewer, need, x: int) -> None:
        if need.kind == "pay":
            what = ntr("Cost of the {name}: {n} card", "Cost of the {name}: {n} cards",
                       need.count, name=_names(need.building))
        elif need.kind == "limit":
            what = tr("Over the hand limit by {n}", n=need.count)
        else:
            what = ntr("Discard {n} card", "Discard {n} cards", need.count)
        chosen = len(self.chosen)
        ui.text(surface, tr("{what} · {k} of {n} chosen", what=what, k=chosen, n=need.count),
                (x, HAND.y + 9), 16, ui.HIGHLIGHT, bold=True, max_width=620)
        confirm = pygame.Rect(HAND.right - 150, HAND.y + 5, 136, 28)
        action_button(surface, self.hotspots, confirm, tr("Confirm"), self.picker.gathered,
                      tr("Discard the chosen cards."), None if self.picker.complete else
                      ntr("Choose {n} more card first.", "Choose {n} more cards first.",
                          need.count - chosen))
        if chosen:
            step_button(surface, self.hotspots, pygame.Rect(confirm.x - 100, confirm.y, 92, 28),
                        tr("Clear"), tr("Choose again."), self._clear)

    # ----- choices, docked in the hand's place (left): the row and panels stay in view -----
    def _dock(self, surface, choice: Choice, width: int, keys: list = ()) -> pygame.Rect:
        """A choice docked in the hand's place; its options are the places `keys`."""
        box = pygame.Rect(HAND.x, HAND.y, min(width, HAND.w - 380), HAND.h)
        rects = draw_choice(surface, box, choice, self.hotspots, self.mouse)
        self.place_rects.update(zip(keys, rects, strict=False))
        return box

    def _option(self, key, title: str, body: str, first: str = "", **drawn) -> Option:
        """A choice's option that is a place of a move: the kit says what its click does."""
        action, local = self.answer(key, first)
        return Option(title, body, action, local=local, legal=self.picker.lit(key), **drawn)

    def _keep_choice(self, surface, v: NEState) -> pygame.Rect:
        keys = [("revealed", card) for card in v.pending[-1].cards]
        options = [self._option(key, words.title(key[1]), words.card_body(key[1], v.n),
                                face=self._face_of(key[1])) for key in keys]
        return self._dock(surface, Choice(
            tr("Design office: keep one card"), options, tr("The others go to the discard pile."),
            max_w=136, min_w=110), width_for(len(options), 122), keys)

    def summary(self, v: NEState, viewer: int | None) -> list[Text] | None:
        """The last round end as the viewer read it in the log, until they close it."""
        if viewer is None or v.phase != "work" or self.closed.get(viewer) == v.round:
            return None
        if self._round_end[0] == (v.version, viewer):
            return self._round_end[1]
        return round_end_lines(render_log(v.log, viewer), v.round)

    def _summary(self, surface, v: NEState, viewer: int | None) -> pygame.Rect | None:
        """The round-end summary, docked in the hand's place: wages, sales and unpaid-wage
        cards of each player and the workplace that opened. A click closes it."""
        lines = self.summary(v, viewer)
        if lines is None:
            return None
        box = pygame.Rect(HAND.x, HAND.y, SUMMARY_W, HAND.h)
        ui.panel(surface, box, pygame.Color("#10141d"), palette.ACCENT, width=2)
        ui.text(surface, tr("Round {n} is over", n=v.round - 1), (box.x + 14, box.y + 8), 18,
                palette.ACCENT, bold=True)
        rows = [(row, ui.BAD if unpaid_line(line) else ui.TEXT) for line in lines
                for row in ui.wrap(say(line), 15, box.w - 28)]
        top, step = box.y + 8 + ui.grown(30), ui.grown(19)  # the lines grow with the text
        room = (box.bottom - 38 - top) // step
        if len(rows) > room:
            rows = rows[:room - 1] + [("…", ui.MUTED)]
        for i, (row, colour) in enumerate(rows):
            ui.text(surface, row, (box.x + 14, top + i * step), 15, colour)
        tip = tr("Round {n} starts: wage ${w} a worker.", n=v.round, w=cat.WAGES[v.round - 1])
        self.hotspots.append(Hotspot(box, None, tr("Round {n} is over", n=v.round - 1), tip,
                                     self.close_summary))
        step_button(surface, self.hotspots, pygame.Rect(box.right - 104, box.bottom - 36, 92,
                                                        28), tr("Close"), tip, self.close_summary)
        return box

    def _face_of(self, card: int, price: int | None = None, dim: bool = False):
        return lambda s, r, lit: self._card(s, r, card, highlight=lit, price=price, dim=dim)

    def _sale_value(self, v: NEState, card: int) -> int:
        value = cat.kind(card).value
        return value // 2 if v.n == 1 else value

    def _sell_choice(self, surface, v: NEState, viewer: int) -> pygame.Rect | None:
        status = preview.sale_status(v, viewer, self.chosen)
        if status is None:
            return None
        already = sum(self._sale_value(v, c) for c in status.sold)
        full = tr("The chosen buildings already raise ${raised} of the ${need} owed: selling "
                  "more would be over-selling.", raised=status.raised, need=status.need)
        options, keys = [], []
        for card in v.tableau[viewer]:
            key = ("sale", card)
            sellable, picked = cat.kind(card).sellable, card in self.chosen
            first = full if sellable else ""  # a facility says why it never sells
            problem = "" if picked or self.picker.lit(key) else self.refusal(key, first)
            price = self._sale_value(v, card) if sellable else None
            body = words.card_body(card, v.n) + "\n" + (
                tr("Chosen to sell: click to keep it.") if picked else problem if problem
                else tr("Click to sell it for ${n}.", n=price))
            options.append(self._option(key, words.title(card), body, first,
                                        face=self._face_of(card, price, not sellable),
                                        selected=picked, mark="marked"))
            keys.append(key)
        owed = tr("still owed ${n}", n=status.owed) if status.owed else \
            tr("covered: the chosen buildings raise ${n}", n=status.raised - already)
        if already:
            owed = tr("sold already ${n} · {owed}", n=already, owed=owed)
        rule = tr("Sell buildings to the supply for half their value (solo); never more than "
                  "needed.") if v.n == 1 else \
            tr("Sell buildings to the supply for their value; never more than needed.")
        choice = Choice(
            tr("Wages: ${d} due, you hold ${m}", d=preview.wages_due(v, viewer),
               m=v.money[viewer]), options,
            tr("To raise ${n} · {owed}", n=status.need - already, owed=owed),
            tip=rule + "\n" + tr(
                "Over-selling is refused: a sale that still covers the wages without its "
                "cheapest building is illegal."),
            confirm=Entry(tr("Sell (${n})", n=status.raised - already),
                          tr("Sell the chosen buildings."), self.picker.gathered,
                          waiting=None if self.picker.complete else tr(
                              "Choose buildings worth at least ${n} first.", n=status.owed)),
            cancel=Entry(tr("Clear"), tr("Choose again."), local=self._clear,
                         enabled=bool(self.chosen)),
            max_w=136, min_w=110)
        return self._dock(surface, choice, width_for(len(options), 122, entries=True,
                                                     least=620), keys)

    # ----- the end screen -------------------------------------------------------------------
    def end_panel(self, surface: pygame.Surface, s: NEState, rect: pygame.Rect) -> None:
        """Every player's buildings at the end, one line each; the solo
        result and record are the end screen's own."""
        if s.n == 1:
            return
        row = min(40, rect.h // max(1, s.n))
        for seat in range(s.n):
            y = rect.y + seat * row
            seat_mark(surface, seat, (rect.x + 203, y + 14), 14)
            ui.text(surface, s.names[seat], (rect.x + 214, y + 4), 17, ui.TEXT, bold=True,
                    max_width=180)
            built = [words.title(c) for c in s.tableau[seat]]
            line = tr(" · ").join(built) if built else tr("no buildings")
            ui.text(surface, line, (rect.x + 400, y + 6), 15, ui.MUTED,
                    max_width=rect.right - rect.x - 600)
