"""The Builders: Antiquity table in the tableau view: the building and worker markets, the
investment piles with their prices, and every player's crew, tools, building sites (with the
workers on them and what each still lacks) and completed buildings.

Clicks: a face-up building opens it, a face-up worker recruits it, an investment card buys it.
To send a worker, click it in your crew (and a spare tool to hand it over), then a site: the
site shows beforehand what it will still need, or that it completes, and what the sending
costs. A selected worker is educated by a click on a university card."""

from __future__ import annotations

import pygame

import sprites
from desktop import ui
from desktop.i18n import ntr, say, tr
from desktop.views.kit import palette
from desktop.views.kit.buttons import move_button
from desktop.views.kit.face import card_face, card_marks
from desktop.views.kit.marks import kind_mark
from desktop.views.kit.panel import Badge, panel_rects, player_panel, seating
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.places import Play, Refuse
from desktop.views.kit.row import card_row
from desktop.views.kit.widgets import button, count_badge, glow
from desktop.views.table import ButtonEntry, Hotspot, Table
from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.moves import COINS, END, FREE, LOAN, MOVES, actions_for, price
from rules.builders.state import BuildersState
from rules.core.actions import Action
from rules.core.moves import Move, Place

RESOURCE_ICONS = ("res_stone", "res_wood", "res_knowledge", "res_tile")
MARKET_TOP = 92
BUILDING_CARD = (124, 150)
WORKER_CARD = (92, 150)
PILES_TOP = 268
PILE_CARD = (64, 70)
PLAYERS = pygame.Rect(12, 366, 1168, 522)
UNIT = (60, 74)
TOOL_STEP = 72  # a spare tool card and the gap after it
SITE = (112, 104)
CONFIRM_COINS = "confirm_coins_"  # a side button's mode: ask before coins that cost coins
CONFIRM = pygame.Rect(336, 420, 520, 170)  # the question's panel, over the players' area
ROW_SCALE = 1.1  # the headings and labels between the rows of cards grow at most this


def _side(move: Move, *numbers: int) -> Place:
    """The place of a move's side button: its last click, with these numbers."""
    return (move.clicks[-1].name, *numbers)


def resources_row(surface: pygame.Surface, amounts, x: int, y: int, size: int = 16,
                  colour: pygame.Color = palette.INK, skip_zero: bool = True) -> int:
    """Resource icons with their amounts from (x, y); returns the x after them."""
    for r, amount in enumerate(amounts):
        if skip_zero and not amount:
            continue
        surface.blit(sprites.load(RESOURCE_ICONS[r], (size, size)), (x, y))
        x = ui.text(surface, str(amount), (x + size + 1, y + size // 2), ui.capped(size - 2),
                    colour, bold=True, anchor="midleft").right + 5
    return x


def resources_words(amounts) -> str:
    parts = [tr("{n} {resource}", n=a, resource=say(cat.RESOURCES[r]))
             for r, a in enumerate(amounts) if a]
    return tr(", ").join(parts) if parts else tr("nothing")


def title_lines(words: str, width: int, size: int, min_size: int = 9,
                lines: int = 2) -> tuple[int, tuple[str, ...]]:
    """A card title's size and lines: one line a little smaller than `size` if it fits
    `width`, else up to `lines` lines at the largest size that holds it whole, else one line
    at the largest size down to `min_size`, else that size with the line cut."""
    def one_line(sizes: range) -> int | None:
        return next((s for s in sizes if ui.font(ui.capped(s), True).size(words)[0] <= width),
                    None)

    single = one_line(range(size, max(min_size, size - 1) - 1, -1))
    if single is not None:
        return single, (words,)
    for s in range(size, min_size - 1, -1) if lines > 1 else ():
        face = ui.font(ui.capped(s), True)
        if any(face.size(word)[0] > width and not _breakable(word) for word in words.split()):
            continue  # a word too long for a line at this size
        wrapped = _halves(words) if lines == 2 and _breakable(words) and " " not in words \
            else ui.wrap(words, ui.capped(s), width, True)
        if len(wrapped) <= lines and all(face.size(line)[0] <= width for line in wrapped):
            return s, wrapped
    single = one_line(range(size, min_size - 1, -1))
    return (single, (words,)) if single is not None else (min_size, (words,))  # cut, "…"


def _halves(words: str) -> tuple[str, str]:
    """A Chinese name in two even halves (建築師 / 繪圖桌), not a full line and a stub."""
    middle = (len(words) + 1) // 2
    return words[:middle], words[middle:]


def _breakable(word: str) -> bool:
    """A word `ui.wrap` may break between its letters: Chinese."""
    return any(ord(letter) >= 0x2E80 for letter in word)


def band_height(words: str, width: int, size: int, band_h: int) -> int:
    """The band a title needs: `band_h`, or taller for a title on two lines."""
    s, lines = title_lines(words, width, size)
    return max(band_h, len(lines) * (ui.scaled(ui.capped(s)) + 2) + 2)


def band_title(surface: pygame.Surface, words: str, band: pygame.Rect, size: int = 13,
               colour: pygame.Color = palette.TEXT) -> None:
    """A card's title inside its band: shrunk, or on two lines, never out of the band."""
    s, lines = title_lines(words, band.w - 6, size, lines=2 if band.h >= 22 else 1)
    while len(lines) > 1 and len(lines) * (ui.scaled(ui.capped(s)) + 2) > band.h + 4 \
            and size > 9:  # a larger text: two lines smaller, inside the band
        size -= 1
        s, lines = title_lines(words, band.w - 6, size)
    step = ui.scaled(ui.capped(s)) + 2  # a card's title grows at most 1.2 times
    top = band.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        ui.text(surface, line, (band.centerx, round(top + i * step)), ui.capped(s), colour,
                bold=True, anchor="center", max_width=band.w - 4)


def kind_chip(surface: pygame.Surface, chip: pygame.Rect, family: str, kind: str) -> None:
    """A worker's or machine's kind in little: its colour and its symbol (marks.KIND_MARKS)."""
    colour = palette.kind_colour(family, kind)
    pygame.draw.rect(surface, colour, chip, border_radius=4)
    kind_mark(surface, family, kind, chip.center, min(chip.w, chip.h) - 3, palette.TEXT, colour)


def card_kind(card: int) -> str:
    """A building card's kind in the palette: "machine" or "building"."""
    return "machine" if cat.building(card).machine_produce else "building"


def unit_kind(v: BuildersState, unit: int) -> str:
    if cat.is_machine(unit):
        return "machine"
    return cat.worker(unit).kind


class BuildersTable(Table):
    moves = MOVES

    def __init__(self) -> None:
        super().__init__()
        self.confirming: Place | None = None  # coins that cost more than they bring, asked

    @property
    def unit(self) -> int | None:
        """The viewer's worker chosen to send, educate or free."""
        return next((key[2] for key in self.picked if key[0] == "crew"), None)

    @property
    def tool(self) -> int:
        """The spare tool chosen to go with it, or -1."""
        return next((key[2] for key in self.picked if key[0] == "spare"), -1)

    # ----- reactions -------------------------------------------------------------------
    def sync(self, v: BuildersState, viewer: int | None, legal: list[Action]) -> None:
        self.pick_from(v, legal, viewer)
        self.picked = self.picker.fitting()
        self.confirming = None  # a question asked before this state is no longer the one

    def acted(self) -> None:
        super().acted()
        self.confirming = None

    def toggle(self, mode: str) -> None:
        if mode == "clear":
            self.acted()
        elif mode.startswith(CONFIRM_COINS):
            self.confirming = _side(COINS, int(mode[len(CONFIRM_COINS):]))

    def landmarks(self, v: BuildersState) -> dict:
        """The buildings and machines completed."""
        return {b: True for seat in range(v.n) for b in (*v.done[seat], *v.machines[seat])}

    # ----- words for the scene -------------------------------------------------------
    def notes(self, v: BuildersState) -> list[tuple[str, pygame.Color]]:
        if v.phase == "over":
            return []
        free = max(0, cat.FREE_ACTIONS - v.actions)
        words = ntr("{n} free action left", "{n} free actions left", free) if free else \
            tr("next action: {price} coins", price=cat.EXTRA_ACTION_PRICE)
        out = [(words, palette.ACCENT)]
        if v.n == 1:  # the solo challenge, in sight all game
            out.append((ntr("Goal: {n} point in the fewest turns ({limit} max.)",
                            "Goal: {n} points in the fewest turns ({limit} max.)",
                            cat.END_POINTS, limit=cat.SOLO_TURN_LIMIT), palette.HIGHLIGHT))
        if v.final:
            out.append((tr("last round"), palette.BAD))
        elif v.points(v.turn) >= cat.END_POINTS:  # the end comes with this turn's end
            out.append((tr("ending this turn ends the game") if (v.turn + 1) % v.n == v.start
                        else tr("ending this turn starts the last round"), palette.BAD))
        return out

    def prompt(self, v: BuildersState, viewer: int | None) -> str | None:
        if viewer is None or viewer != v.turn or v.phase == "over":
            return None
        if self.unit is None:
            return None
        worker = say(cat.name(self.unit, self.unit in v.freed))
        if self.tool != -1:
            return tr("Click one of your sites to send the {worker} there with the {tool}.",
                      worker=worker, tool=say(cat.name(self.tool)))
        return tr("Click one of your sites to send the {worker} there, or a university to "
                  "educate it.", worker=worker)

    def buttons(self, v: BuildersState, viewer: int | None,
                legal: list[Action]) -> list[ButtonEntry]:
        """The same six buttons at the same places all turn long (coins for 1, 2 and 3
        actions, the loan, freeing the chosen prisoner, End turn): one that cannot be used
        now answers with the rules' reason, and coins that now cost coins ask first."""
        if not legal or viewer is None:
            return []
        self.pick_from(v, legal, viewer)
        out = [self._coins_button(v, viewer, actions) for actions in cat.COINS_FOR_ACTIONS]
        out += [move_button(MOVES, v, viewer, self._button(_side(move)))
                for move in (LOAN, FREE, END)]
        return out

    def _button(self, key: Place) -> Action:
        """What a side button plays, or asks the rules about."""
        action = self.picker.action(key)
        assert action is not None, f"no move is made at {key}"
        return action

    def _coins_button(self, v: BuildersState, viewer: int, actions: int) -> ButtonEntry:
        """Coins for `actions` actions, with the move's words (and price): coins that cost
        coins (the turn's free actions used up) ask first."""
        key = _side(COINS, actions)
        asks = engine.action_price(v, actions) and self.picker.lit(key)
        action = self._button(key)
        return move_button(MOVES, v, viewer, action,
                           what=f"{CONFIRM_COINS}{actions}" if asks else None)

    # ----- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, v: BuildersState, viewer: int | None,
             legal: list[Action], names: list[str], kinds: list[str]) -> None:
        self.new_frame()
        self.pick_from(v, legal, viewer)
        self._buildings(surface, v)
        self._workers(surface, v)
        self._piles(surface, v, viewer)
        order = seating(v.n, viewer)
        cols = 1 if v.n <= 2 else 2
        for rect, seat in zip(panel_rects(v.n, PLAYERS, cols), order, strict=True):
            self._player(surface, rect, v, seat, viewer, names, kinds)
        if self.confirming is not None and self.picker.lit(self.confirming):
            self._confirm(surface, v, self._button(self.confirming))

    def _confirm(self, surface: pygame.Surface, v: BuildersState, action: Action) -> None:
        """Coins that cost more than they bring (the turn's free actions are used up): asked
        in a panel away from the button that was clicked, so a second click there does not
        take them."""
        coins = cat.COINS_FOR_ACTIONS[action.args[0]]
        price = engine.action_price(v, action.args[0])
        question = ntr("Take {n} coin for {price} coins?", "Take {n} coins for {price} coins?",
                       coins, price=price)
        ui.panel(surface, CONFIRM, palette.DIALOG, palette.ACCENT, width=3, radius=12)
        ui.text(surface, question, (CONFIRM.centerx, CONFIRM.y + 16), 20, palette.ACCENT,
                bold=True, anchor="midtop", max_width=CONFIRM.w - 24)
        why = ntr("Your free actions are used up: each further action costs {price} coins, "
                  "so you would lose {n} coin.",
                  "Your free actions are used up: each further action costs {price} coins, "
                  "so you would lose {n} coins.", price - coins, price=cat.EXTRA_ACTION_PRICE)
        self.hotspots.append(Hotspot(CONFIRM, None, question, why, lambda: None))  # no click
        for i, line in enumerate(ui.wrap(why, 15, CONFIRM.w - 32)[:2]):
            ui.text(surface, line, (CONFIRM.centerx, CONFIRM.y + 50 + i * 20), 15, palette.TEXT,
                    anchor="midtop")
        yes = pygame.Rect(CONFIRM.x + 24, CONFIRM.bottom - 56, 220, 40)
        no = pygame.Rect(CONFIRM.right - 244, CONFIRM.bottom - 56, 220, 40)
        button(surface, yes, ntr("Take {n} coin", "Take {n} coins", coins), True, 16)
        button(surface, no, tr("Keep my coins"), True, 16)
        self.hotspots.append(Hotspot(yes, action, question, why))

        def keep() -> str | None:
            self.confirming = None
            return None
        self.hotspots.append(Hotspot(no, None, tr("Keep my coins"), "", keep))

    def _move_tip(self, v: BuildersState, key: Place) -> str:
        """A place's last tooltip line on the viewer's turn: what a click on it does and what
        it costs, or why it cannot be done now."""
        found = self.picker.outcome(key)
        if isinstance(found, Play):
            what = say(MOVES.label(v, v.turn, found.action))
            return "\n" + tr("Click: {what}", what=what) + " " + \
                self._price_tip(v, found.action)
        if isinstance(found, Refuse) and found.action is not None and self.picker.paths:
            return "\n" + say(self.picker.reason(found.action))
        return ""

    def _heading(self, surface: pygame.Surface, words: str, x: int, y: int) -> pygame.Rect:
        # on its 100 % line's foot: a larger heading rises, clear of the cards under it
        return ui.text(surface, words, (x, y + 21), ui.capped(15, ROW_SCALE), palette.MUTED,
                       bold=True, anchor="bottomleft")

    def _price_tip(self, v: BuildersState, action: Action) -> str:
        steps, coins = actions_for(v, action), price(v, action)
        return ntr("Takes {n} action", "Takes {n} actions", steps) + " · " + \
            ntr("costs {n} coin", "costs {n} coins", coins)

    def _buildings(self, surface: pygame.Surface, v: BuildersState) -> None:
        heading = self._heading(surface, tr("Buildings ({n} in the deck)",
                                            n=len(v.building_deck)), 16, 68)
        area = pygame.Rect(16, MARKET_TOP, 5 * (BUILDING_CARD[0] + 8), BUILDING_CARD[1])
        self._deck_and_row("building", heading, area)
        for card, rect in zip(v.building_row, card_row(len(v.building_row), area,
                                                       *BUILDING_CARD), strict=True):
            key = ("building", card)
            self._building_card(surface, rect, card, lit=self.picker.lit(key))
            self.place(rect, key, say(cat.name(card)),
                       self._building_tip(card) + self._move_tip(v, key))

    def _building_tip(self, card: int) -> str:
        b = cat.building(card)
        tip = tr("Needs {needs}.", needs=resources_words(b.needs)) + " " + ntr(
            "Pays {coins} coins and {n} point when completed.",
            "Pays {coins} coins and {n} points when completed.", b.points, coins=b.coins)
        if b.machine_produce is not None:
            tip += " " + tr("A machine: once completed it works for you for free, making "
                            "{made}.", made=resources_words(b.machine_produce))
        return tip

    def _building_card(self, surface: pygame.Surface, rect: pygame.Rect, card: int,
                       lit: bool = False, needed: list[int] | None = None) -> None:
        b = cat.building(card)
        band = card_face(surface, rect, palette.kind_colour("builders_card", card_kind(card)),
                         30)
        if b.machine_produce:  # a machine, not by its colour alone: a gear before its name
            kind_mark(surface, "builders_card", "machine", (band.x + 11, band.centery), 14,
                      palette.TEXT, palette.kind_colour("builders_card", "machine"))
            band = band.inflate(-16, 0).move(8, 0)
        band_title(surface, say(cat.name(card)), band, 13)
        y = rect.y + 36
        surface.blit(sprites.load("coin", (16, 16)), (rect.x + 6, y))
        x = ui.text(surface, str(b.coins), (rect.x + 24, y + 8), ui.capped(14), palette.INK,
                    bold=True, anchor="midleft").right + 8
        surface.blit(sprites.load("point", (16, 16)), (x, y))
        ui.text(surface, str(b.points), (x + 18, y + 8), ui.capped(14), palette.INK, bold=True,
                anchor="midleft")
        if needed is None:
            self._needs(surface, rect, b.needs, rect.y + 60, tr("needs"))
        else:
            ui.text(surface, tr("still needs"), (rect.x + 6, rect.y + 55), ui.capped(11),
                    palette.FAINT_INK)
            self._needs_row(surface, needed, rect.x + 5, rect.y + 69)
        if b.machine_produce is not None and rect.h > 110:
            ui.text(surface, tr("makes"), (rect.x + 6, rect.bottom - 22), ui.capped(11),
                    palette.FAINT_INK)
            resources_row(surface, b.machine_produce, rect.x + 44, rect.bottom - 24, 15)
        card_marks(surface, rect, lit=lit)
        if card in self.flash:
            glow(surface, rect, self.flash[card])

    def _needs_row(self, surface: pygame.Surface, amounts, x: int, y: int) -> None:
        """What a site still lacks, the four resources in one row (done ones faded)."""
        for r, amount in enumerate(amounts):
            icon = sprites.load(RESOURCE_ICONS[r], (15, 15))
            if not amount:
                icon = icon.copy()
                icon.set_alpha(60)
            surface.blit(icon, (x, y))
            ui.text(surface, str(amount), (x + 16, y + 8), ui.capped(13),
                    palette.BAD if amount else palette.FAINT_INK, bold=bool(amount),
                    anchor="midleft")
            x += 26

    def _needs(self, surface: pygame.Surface, rect: pygame.Rect, amounts, y: int,
               label: str) -> None:
        ui.text(surface, label, (rect.x + 6, y), ui.capped(11), palette.FAINT_INK)
        half = (rect.w - 12) // 2
        for r, amount in enumerate(amounts):
            x = rect.x + 6 + (r % 2) * half
            yy = y + 16 + (r // 2) * 20
            icon = sprites.load(RESOURCE_ICONS[r], (18, 18))
            if not amount:
                icon = icon.copy()
                icon.set_alpha(70)
            surface.blit(icon, (x, yy))
            ui.text(surface, str(amount), (x + 21, yy + 9), ui.capped(14),
                    palette.INK if amount else palette.FAINT_INK, bold=bool(amount),
                    anchor="midleft")

    def _workers(self, surface: pygame.Surface, v: BuildersState) -> None:
        left = 16 + 5 * (BUILDING_CARD[0] + 8) + 20
        heading = self._heading(surface, tr("Workers ({n} in the deck)", n=len(v.worker_deck)),
                                left, 68)
        area = pygame.Rect(left, MARKET_TOP, 1176 - left, WORKER_CARD[1])
        self._deck_and_row("worker", heading, area)
        for card, rect in zip(v.worker_row, card_row(len(v.worker_row), area, *WORKER_CARD),
                              strict=True):
            key = ("worker", card)
            self._unit_card(surface, rect, v, card, lit=self.picker.lit(key))
            self.place(rect, key, say(cat.name(card)),
                       self._unit_tip(v, card) + self._move_tip(v, key))

    def _unit_tip(self, v: BuildersState, unit: int, tool: int = -1) -> str:
        made = engine.production(v, unit, tool)
        tip = tr("Brings {made}. Costs {coins} coins to send.",
                 made=resources_words(made), coins=engine.send_cost(v, unit))
        if cat.is_prisoner(unit) and unit not in v.freed:
            tip += " " + ntr("A prisoner works for nothing but takes no tool or education "
                             "until freed (1 action); unfreed at the end: {n} point lost, "
                             "or {coins} coins.",
                             "A prisoner works for nothing but takes no tool or education "
                             "until freed (1 action); unfreed at the end: {n} points lost, "
                             "or {coins} coins.", cat.worker(unit).penalty,
                             coins=cat.FREE_AT_END_PRICE)
        university = v.university_of(unit)
        if university is not None:
            tip += " " + tr("Educated: {resource}.",
                            resource=say(cat.RESOURCES[cat.UNIVERSITY_SKILL[university]]))
        return tip

    def _unit_card(self, surface: pygame.Surface, rect: pygame.Rect, v: BuildersState,
                   unit: int, lit: bool = False, chosen: bool = False, tool: int = -1) -> None:
        kind = unit_kind(v, unit)
        title, size = say(cat.name(unit, unit in v.freed)), 11 if rect.w < 80 else 13
        band = card_face(surface, rect, palette.kind_colour("builders_worker", kind),
                         band_height(title, rect.w - 6, size, 20 if rect.h < 100 else 24))
        band_title(surface, title, band, size)
        cost = engine.send_cost(v, unit)
        y = band.bottom + 3
        kind_chip(surface, pygame.Rect(rect.right - 20, y, 16, 15), "builders_worker", kind)
        surface.blit(sprites.load("coin", (14, 14)), (rect.x + 4, y))
        ui.text(surface, str(cost), (rect.x + 20, y + 7), ui.capped(13), palette.INK, bold=True,
                anchor="midleft")
        made = engine.production(v, unit, tool)
        step = 28 if rect.w < 80 else 42
        kinds = [r for r, a in enumerate(made) if a]
        for i, r in enumerate(kinds):
            x = rect.x + 4 + (i % 2) * step
            yy = y + 18 + (i // 2) * 17
            surface.blit(sprites.load(RESOURCE_ICONS[r], (15, 15)), (x, yy))
            ui.text(surface, str(made[r]), (x + 17, yy + 7), ui.capped(13), palette.INK, bold=True,
                    anchor="midleft")
        marks = []
        if v.university_of(unit) is not None:
            marks.append(tr("edu"))
        if tool != -1:
            marks.append(tr("tool"))
        if marks and len(kinds) < 4:  # the foot's right is free
            ui.text(surface, " ".join(marks), (rect.right - 3, rect.bottom - 2), ui.capped(10),
                    palette.CHEAPER, bold=True, anchor="bottomright")
        elif marks:  # on the cost's line, clear of the fourth resource's number
            ui.text(surface, " ".join(marks), (rect.right - 3, y + 7), ui.capped(10),
                    palette.CHEAPER, bold=True, anchor="midright")
        card_marks(surface, rect, lit=lit, chosen=chosen)

    def rect_of(self, key: Place | None, piece: str = "",
                piece_id: int | None = None) -> pygame.Rect | None:
        """As `Table.rect_of`; a university used keeps its slot (marked used)."""
        if key == ("schooled",) and ("university", piece_id) in self.place_rects:
            return self.place_rects[("university", piece_id)]
        return super().rect_of(key, piece, piece_id)

    def _deck_and_row(self, row: str, heading: pygame.Rect, area: pygame.Rect) -> None:
        """Where a deck's cards lie (its count, in the heading) and its row's."""
        self.anchor((f"{row}_deck",), pygame.Rect(heading.right - 40, heading.y, 24, 20))
        self.anchor((row,), area)

    def _piles(self, surface: pygame.Surface, v: BuildersState, viewer: int | None) -> None:
        invested = v.invested and viewer == v.turn
        title = tr("Investments (one per turn)") if not invested else \
            tr("Investments (already made this turn)")
        self._heading(surface, title, 16, PILES_TOP - 22)
        x = 16
        w, h = PILE_CARD
        groups = [  # every card of the box keeps its slot: one bought leaves it empty
            ([p.id for p in cat.PRISONERS], v.prisoners,
             tr("Prisoners · {n} coins", n=cat.PRISONER_PRICE), "prisoner"),
            (cat.TOOLS, v.tools, tr("Tools · {n} coins", n=cat.TOOL_PRICE), "tool"),
            (cat.UNIVERSITIES, v.universities,
             tr("Universities · {n} coins", n=cat.UNIVERSITY_PRICE), "university"),
        ]
        for slots, cards, label, kind in groups:
            ui.text(surface, label, (x, PILES_TOP + 18), ui.capped(13, ROW_SCALE), palette.MUTED,
                    anchor="bottomleft")  # on the cards
            for i, card in enumerate(slots):
                rect = pygame.Rect(x + i * (w + 6), PILES_TOP + 18, w, h)
                if card in cards:
                    self._pile_card(surface, rect, v, card, kind)
                else:
                    self._empty_slot(surface, rect, card, kind)
            self.anchor((kind,), pygame.Rect(x, PILES_TOP + 18, len(slots) * (w + 6) - 6, h))
            if kind == "university":  # a university used stays in its slot
                self.anchor(("schooled",), self.anchors[(kind,)])
            x += len(slots) * (w + 6) + 24
        loans = pygame.Rect(x, PILES_TOP + 18, w + 10, h)
        ui.text(surface, tr("Loans"), (x, PILES_TOP + 18), ui.capped(13, ROW_SCALE),
                palette.MUTED, anchor="bottomleft")
        card_face(surface, loans, pygame.Color("#6b5a3a"), 20)
        ui.text(surface, tr("+{n} coins", n=cat.LOAN_GAIN), (loans.centerx, loans.y + 10),
                ui.capped(12), palette.TEXT, bold=True, anchor="center")
        ui.text(surface, tr("repay {n}", n=cat.LOAN_REPAY), (loans.centerx, loans.y + 36),
                ui.capped(12), palette.INK, anchor="center")
        ui.text(surface, tr("or -{n} points", n=cat.LOAN_PENALTY),
                (loans.centerx, loans.y + 52), ui.capped(11), palette.FAINT_INK, anchor="center")
        card_marks(surface, loans, lit=self.picker.lit(("loans",)))
        left = count_badge(surface, loans.topright, str(len(v.loans)))
        self.place(  # the count on its corner explains itself too
            loans.union(left), ("loans",), tr("Loan"),
            tr("Take {gain} coins now (1 action, your investment of the turn); at the end "
               "repay {repay} coins or lose {penalty} points. {left} left.",
               gain=cat.LOAN_GAIN, repay=cat.LOAN_REPAY, penalty=cat.LOAN_PENALTY,
               left=len(v.loans)))

    def _pile_card(self, surface: pygame.Surface, rect: pygame.Rect, v: BuildersState,
                   card: int, kind: str) -> None:
        band = card_face(surface, rect, palette.kind_colour("builders_worker", "prisoner")
                         if kind == "prisoner" else pygame.Color("#2f6f8f"), 18)
        band_title(surface, say(cat.name(card)), band, 11)
        if kind == "prisoner":
            made = cat.worker(card).produce
            tip = self._unit_tip(v, card)
        elif kind == "tool":
            made = [1 if r == cat.TOOL_BONUS[card] else 0 for r in range(4)]
            tip = tr("Adds 1 {resource} to the worker it is given to when sent (not a "
                     "prisoner); it comes back with the worker.",
                     resource=say(cat.RESOURCES[cat.TOOL_BONUS[card]]))
        else:
            made = [cat.UNIVERSITY_LEVEL if r == cat.UNIVERSITY_SKILL[card] else 0
                    for r in range(4)]
            skill = say(cat.RESOURCES[cat.UNIVERSITY_SKILL[card]])
            tip = tr("Educates a worker of yours on no site: its {resource} rises by {n}; its "
                     "cost stays. Choose the worker in your crew first.", resource=skill,
                     n=cat.UNIVERSITY_LEVEL) if v.options.university == "plus_3" else \
                tr("Educates a worker of yours on no site: its {resource} is raised to {n} "
                   "if it is lower; its cost stays. Choose the worker in your crew first.",
                   resource=skill, n=cat.UNIVERSITY_LEVEL)
        resources_row(surface, made, rect.x + 6, rect.y + 26, 16)
        key = (kind, card)
        card_marks(surface, rect, lit=self.picker.lit(key))
        self.place(rect, key, say(cat.name(card)), tip + self._move_tip(v, key))

    def _empty_slot(self, surface: pygame.Surface, rect: pygame.Rect, card: int,
                    kind: str) -> None:
        """The place of a card already bought or used: it stays, empty (a click says the
        rules' reason)."""
        pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 1, border_radius=8)
        words = tr("used") if kind == "university" else tr("bought")
        ui.text(surface, words, rect.center, ui.capped(11), palette.MUTED, anchor="center",
                max_width=rect.w - 4)
        tip = tr("This university card has been used.") if kind == "university" else \
            tr("This card has been bought.")
        self.place(rect, (kind, card), say(cat.name(card)), tip)

    def _player(self, surface: pygame.Surface, rect: pygame.Rect, v: BuildersState, seat: int,
                viewer: int | None, names: list[str], kinds: list[str]) -> None:
        mine = seat == viewer
        badges = [
            Badge("coin", str(v.coins[seat]), tr("Coins"),
                  tr("10 coins make 1 point at the end."), anchor=("purse", seat)),
            Badge("point", str(v.points(seat)), tr("Points from buildings and machines"),
                  tr("The game ends after the round in which someone reaches {n}.",
                     n=cat.END_POINTS)),
        ]
        if v.loans_taken[seat]:
            badges.append(Badge("loan", str(v.loans_taken[seat]), tr("Loans"),
                                tr("Each costs {repay} coins at the end, or {penalty} points.",
                                   repay=cat.LOAN_REPAY, penalty=cat.LOAN_PENALTY),
                                anchor=("loans_taken", seat)))
        top = player_panel(surface, rect, PanelSeat(
            names[seat], kinds[seat], mine, seat == v.turn and v.phase != "over",
            seat == v.start, tr("The start player: the round ends before their turn."),
            palette.seat_colour(seat), badges=badges, mark=seat), self.hotspots)
        inner = rect.inflate(-20, 0)
        crew_y = top + 4
        self._crew(surface, v, seat, mine, pygame.Rect(inner.x, crew_y, inner.w, UNIT[1]))
        sites_y = crew_y + UNIT[1] + 12
        self._sites(surface, v, seat, mine, pygame.Rect(inner.x, sites_y, inner.w,
                                                        rect.bottom - sites_y - 34))
        self._done(surface, v, seat, pygame.Rect(inner.x, rect.bottom - 30, inner.w, 24))

    def _crew(self, surface: pygame.Surface, v: BuildersState, seat: int, mine: bool,
              area: pygame.Rect) -> None:
        units = v.crew[seat]
        tools = v.spare_tools[seat]
        room = area.w - len(tools) * TOOL_STEP - (24 if tools else 0)
        rects = card_row(len(units), pygame.Rect(area.x, area.y, room, area.h), *UNIT, gap=6)
        self.anchor(("crew", seat), pygame.Rect(area.x, area.y, room, area.h))
        self.anchor(("spare", seat), pygame.Rect(  # beside the crew
            (rects[-1].right if units else area.x + 120) + 24, area.y + 16, TOOL_STEP - 6, 48))
        if not units:
            ui.text(surface, tr("No workers free"), (area.x, area.centery), ui.capped(14),
                    palette.MUTED, anchor="midleft")
        for unit, rect in zip(units, rects, strict=True):
            key = ("crew", seat, unit)
            usable = self.picker.lit(key)
            self._unit_card(surface, rect, v, unit, lit=usable,
                            chosen=self.picker.is_chosen(key))
            tip = self._unit_tip(v, unit)
            if usable:
                tip += "\n" + tr("Click to choose it, then click a site of yours.")
            self.place(rect, key, say(cat.name(unit, unit in v.freed)), tip,
                       first=self._unit_refusal(v, seat, unit) if mine else "")
        x = (rects[-1].right if units else area.x + 120) + 24  # beside the crew they serve
        if tools:
            ui.text(surface, ntr("spare tool", "spare tools", len(tools)),  # rises, off them
                    (x, ui.foot(area.y, 11)), ui.capped(11), palette.MUTED, anchor="bottomleft")
        for tool in tools:
            rect = pygame.Rect(x, area.y + 16, TOOL_STEP - 6, 48)
            band = card_face(surface, rect, pygame.Color("#2f6f8f"), 14)
            band_title(surface, say(cat.name(tool)), band, 10, palette.CREAM)
            resources_row(surface, [1 if r == cat.TOOL_BONUS[tool] else 0 for r in range(4)],
                          rect.x + 6, rect.y + 22, 14)
            key = ("spare", seat, tool)
            card_marks(surface, rect, lit=self.picker.lit(key),
                       chosen=self.picker.is_chosen(key))
            self.place(rect, key, say(cat.name(tool)),
                       tr("A spare tool: choose it with a worker to send them together."),
                       first=tr("Choose a worker in your crew first, then a spare tool to send "
                                "with it.") if mine else "")
            x += TOOL_STEP

    def _unit_refusal(self, v: BuildersState, seat: int, unit: int) -> str:
        """Why a worker of the viewer's can do nothing now (no site to take it, or the coins
        it costs to send), in the rules' words."""
        target = v.sites[seat][0][0] if v.sites[seat] else -1
        action = self.picker.attempt(("crew", seat, unit), ("site", seat, target))
        return say(self.picker.reason(action)) if action is not None else ""

    def _sites(self, surface: pygame.Surface, v: BuildersState, seat: int, mine: bool,
               area: pygame.Rect) -> None:
        sites = v.sites[seat]
        if not sites:
            ui.text(surface, tr("No buildings under construction"), (area.x, area.y + 20),
                    ui.capped(14), palette.MUTED)
            return
        h = min(SITE[1], area.h)
        rects = card_row(len(sites), pygame.Rect(area.x, area.y, area.w, h), SITE[0], h)
        for site, rect in zip(sites, rects, strict=True):
            key = ("site", seat, site[0])
            action = self.picker.attempt(key) if mine and self.unit is not None else None
            legal = self.picker.lit(key)
            self._building_card(surface, rect, site[0], lit=legal,
                                needed=engine.still_needed(v, site))
            workers = list(zip(site[1::2], site[2::2], strict=True))
            for i, (unit, tool) in enumerate(workers):
                chip = pygame.Rect(rect.x + 4 + i * 20, rect.bottom - 20, 18, 16)
                kind_chip(surface, chip, "builders_worker", unit_kind(v, unit))
                if tool != -1:
                    pygame.draw.rect(surface, palette.CHEAPER, chip, 2, border_radius=4)
            tip = self._building_tip(site[0]) + "\n" + tr(
                "Workers on it: {n}. Still needs {needs}.", n=len(workers),
                needs=resources_words(engine.still_needed(v, site)))
            if action is not None:
                tip += "\n" + self._send_preview(v, seat, site, action, legal)
            self.place(rect, key, say(cat.name(site[0])), tip)

    def _send_preview(self, v: BuildersState, seat: int, site: list[int], action: Action,
                      legal: bool) -> str:
        """What sending the chosen worker here would do, before the click that confirms it."""
        unit, _, tool = action.args
        made = engine.production(v, unit, tool)
        after = [max(0, n - m) for n, m in zip(engine.still_needed(v, site), made, strict=True)]
        b = cat.building(site[0])
        if not any(after):
            outcome = ntr("Sending it completes the building: +{coins} coins, +{n} point.",
                          "Sending it completes the building: +{coins} coins, +{n} points.",
                          b.points, coins=b.coins)
        else:
            outcome = tr("After sending it, still needs {needs}.", needs=resources_words(after))
        if not legal:
            return outcome + " " + say(self.picker.reason(action))
        return outcome + " " + self._price_tip(v, action)

    def _done(self, surface: pygame.Surface, v: BuildersState, seat: int,
              area: pygame.Rect) -> None:
        x = area.x
        self.anchor(("done", seat), area)
        completed = [*v.done[seat], *v.machines[seat]]
        if not completed:
            ui.text(surface, tr("No buildings completed yet"), (x, area.y + 4), ui.capped(13),
                    palette.MUTED)
            return
        for card in completed:
            b = cat.building(card)
            label = tr("{name} {points}", name=say(cat.name(card)), points=b.points)
            gear = 16 if b.machine_produce else 0  # a machine's symbol before its name
            width = ui.font(ui.capped(13), True).size(label)[0] + 14 + gear
            if x + width > area.right:
                ui.text(surface, "…", (x, area.y + 2), ui.capped(14), palette.MUTED)
                break
            chip = pygame.Rect(x, area.y, width, 22)
            colour = palette.kind_colour("builders_card", card_kind(card))
            pygame.draw.rect(surface, colour, chip, border_radius=6)
            if gear:
                kind_mark(surface, "builders_card", "machine", (chip.x + 12, chip.centery), 13,
                          palette.TEXT, colour)
            ui.text(surface, label, (chip.centerx + gear // 2, chip.centery), ui.capped(13),
                    palette.TEXT, bold=True, anchor="center")
            if card in self.flash:
                glow(surface, chip, self.flash[card], radius=8)
            self.hotspots.append(Hotspot(chip, None, say(cat.name(card)),
                                         self._building_tip(card)))
            x += width + 6
