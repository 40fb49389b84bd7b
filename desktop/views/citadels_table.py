"""The Citadels table in the tableau view: characters, every player's city, the viewer's hand
and the current choice. It draws a view and maps clicks to candidate actions; the scene decides
whether they are legal (and shows the rules' reason when not).

A hotspot carries an engine `Action`, or a `local` step that only changes what this view shows
(the Diplomat's first click selects one of his districts); it may return a message to show."""

from __future__ import annotations

import pygame

from desktop import ui
from desktop.i18n import ntr, ptr, say, tr
from desktop.views import citadels_words
from desktop.views.citadels_cards import character_tile, district_card, district_chip, emblem
from desktop.views.kit import palette
from desktop.views.kit.choice import Choice, Entry, Option, draw_choice, grid, width_for
from desktop.views.kit.hand import HandCard, hand_hint, hand_row, hand_strip, spectator
from desktop.views.kit.open_hands import HandRow, hands_visible, open_hands, places
from desktop.views.kit.panel import Badge, panel_rects, player_panel
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.places import Step
from desktop.views.kit.row import card_row, slots, visible_part
from desktop.views.kit.widgets import glow, pill
from desktop.views.table import ButtonEntry, Countdown, Hotspot, Table
from rules.citadels.board import bell_rings, build_cost, destroy_cost, goal
from rules.citadels.catalogue import CARD_KIND, COLOURS, KINDS, key_of, kind_of
from rules.citadels.moves import MOVES
from rules.citadels.powers import trade_cost
from rules.citadels.state import HIDDEN, CitadelsState
from rules.core.actions import Action
from rules.core.message import N_, join

TABLE = pygame.Rect(12, 64, 1168, 560)
STRIP = pygame.Rect(12, 64, 1168, 104)
PLAYERS = pygame.Rect(12, 176, 1168, 448)
HAND = pygame.Rect(12, 632, 1168, 256)
HAND_ASPECT = 0.69  # a district card's width / height
HAND_GAP = 10
HAND_MIN_W = 72  # the hand's cards shrink to this width before they overlap
CHIP_BELOW = 89  # a city's cards shorter than this (narrower than 64) show as chips, whose
# names are whole on one line: on a narrower card a long name would be cut or unreadable
WITCH_PURPLE = pygame.Color("#b77be0")
SUBTITLE_ROOM = 48  # a docked choice's margins around its subtitle (read whole, not cut)
ALERT = "fate"  # the `flash` key of the banner telling the viewer of a murder or robbery
ALERT_SECONDS = 7.0
FATES = {  # the banner's words, when the Thief names the character and when he robs it
    "murdered": N_("The Assassin murdered your {name}: you lose this turn."),
    "to rob": N_("The Thief will rob your {name}: when it is called, he takes all your gold."),
    "robbed": N_("The Thief robbed your {name}: he took all your gold."),
}
FAMILY_NAMES = {"blue": N_("Religious"), "red": N_("Military"), "yellow": N_("Noble"),
                "green": N_("Trade"), "purple": N_("Special")}
# Hand modes: a click on a hand card builds it, or uses a district that takes a hand card
# (its button is the move's first place); "armory" changes the clicks on other cities instead.
MODES = ("build", "lab", "museum", "armory")


def alert_rect(words: str) -> pygame.Rect:
    """The murder or robbery banner, at the foot of the players' area: over a city's cards
    for a few seconds, never over a name or a purse (their rows are at a panel's top)."""
    rect = pygame.Rect(0, 0, min(TABLE.w - 80, ui.font(20, True).size(words)[0] + 60), 52)
    rect.midbottom = (TABLE.centerx, PLAYERS.bottom - 8)
    return rect


def hand_card_size(count: int, room: int, tallest: int) -> tuple[int, int]:
    """The hand's cards side by side, smaller when a row of full cards would not fit (a
    choice docked beside the hand), so that no card covers another's name; they overlap only
    below HAND_MIN_W."""
    width = int(tallest * HAND_ASPECT)
    if count > 1 and count * width + (count - 1) * HAND_GAP > room:
        width = max(HAND_MIN_W, (room - (count - 1) * HAND_GAP) // count)
    return width, int(width / HAND_ASPECT)


def _district_tip(card: int) -> tuple[str, str]:
    kind = kind_of(card)
    colour = tr(FAMILY_NAMES[kind.colour])
    body = tr("{colour} district. Cost {cost} gold, worth {points} points.", colour=colour,
              cost=kind.cost, points=kind.points)
    if kind.text:
        body += "\n" + ptr("citadels district text", kind.text)
    return ptr("citadels district", kind.name), body


def _character_tip(v: CitadelsState, rank: int) -> tuple[str, str]:
    role = v.role(rank)
    return f"{rank}. {ptr('citadels character', role.name)}", \
        ptr("citadels character text", role.text)


class CitadelsTable(Table):
    area = PLAYERS
    moves = MOVES

    def __init__(self) -> None:
        super().__init__()
        self.told: set[tuple[int, int, str]] = set()  # (round, rank, fate) the viewer was told
        self.alert = ""  # the banner's words while ALERT is in `flash`

    @property
    def hand_mode(self) -> str:
        """What a click on a hand card (or, for the Armory, on another city) does: see MODES;
        a mode is its district's button chosen as the first place of its move."""
        first = self.picked[0] if self.picked else ()
        return first[0] if first and first[0] in MODES else "build"

    @property
    def trade_pick(self) -> int | None:
        """The Diplomat's own district, chosen first."""
        first = self.picked[0] if self.picked else ()
        return first[2] if first and first[0] == "city" else None

    def toggle(self, mode: str) -> None:
        """A mode's button: its district's place, chosen (or chosen again to put back)."""
        found = self.picker.outcome((mode,))
        if isinstance(found, Step):
            self.picked = found.picked

    def landmarks(self, v: CitadelsState) -> dict:
        """The districts built."""
        return {card: True for city in v.cities for card in city}

    # ----- words and buttons for the scene -----------------------------------------------
    def buttons(self, v: CitadelsState, viewer: int | None, legal: list[Action]
                ) -> list[ButtonEntry]:
        self.pick_from(v, legal, viewer)
        return citadels_words.button_entries(v, viewer, legal, self.hand_mode)

    def prompt(self, v: CitadelsState, viewer: int | None) -> str | None:
        return citadels_words.decision_prompt(v, viewer)

    def countdown(self, v: CitadelsState, viewer: int | None, legal: list[Action]
                  ) -> Countdown | None:
        """The Ball Room: a human who does not thank the crown holder in time loses the
        turn."""
        self.pick_from(v, legal, viewer)
        if not self.picker.lit(("thanks", 1)):
            return None
        thank, forget = self.picker.action(("thanks", 1)), self.picker.action(("thanks", 0))
        assert thank is not None and forget is not None
        return Countdown(
            thank, forget, tr("Thank you, your Excellency"), tr("The Ball Room"),
            tr("{name} holds the crown: thank them or lose your turn.", name=v.names[v.crown]),
            tr("Too late! You forgot to thank the crown holder and lose your turn."))

    def notes(self, v: CitadelsState) -> list[tuple[str, pygame.Color]]:
        """Short lines for the header: face-down characters, the Bell Tower."""
        found = []
        if v.facedown:
            found.append((ntr("{n} character face down", "{n} characters face down",
                              len(v.facedown)), ui.MUTED))
        if bell_rings(v):
            found.append((tr("Bell Tower rings: the game ends at {n} districts", n=goal(v)),
                          ui.HIGHLIGHT))
        return found

    # ----- drawing -----------------------------------------------------------------------
    def sync(self, v: CitadelsState, viewer: int | None, legal: list[Action]) -> None:
        """The places chosen so far, as far as a legal move still goes through them: a mode
        whose district is gone or used goes back to building; the Diplomat's first pick
        lasts only while he chooses and the district is still his."""
        self.pick_from(v, legal, viewer)
        self.picked = self.picker.fitting()
        self._tell_fate(v, viewer)

    def _tell_fate(self, v: CitadelsState, viewer: int | None) -> None:
        """The viewer's character was just murdered or named by the Thief: a banner on the
        table says so (once per round and character), not only the log."""
        if viewer is None:
            return
        robbed = "robbed" if v.robbed and v.revealed[v.robbed] else "to rob"
        for rank, fate in ((v.murdered, "murdered"), (v.robbed, robbed)):
            if not rank or v.owner[rank] != viewer or (v.round, rank, fate) in self.told:
                continue
            self.told.add((v.round, rank, fate))
            self.alert = tr(FATES[fate], name=say(v.role_msg(rank)))
            self.flash[ALERT] = ALERT_SECONDS

    def _draw_alert(self, surface: pygame.Surface) -> None:
        if ALERT not in self.flash or not self.alert:
            return
        rect = alert_rect(self.alert)
        ui.panel(surface, rect, palette.DIALOG, ui.BAD, width=3, radius=12)
        ui.text(surface, self.alert, rect.center, 20, ui.TEXT, bold=True, anchor="center",
                max_width=rect.w - 24)
        self.hotspots.append(Hotspot(rect, None, tr("Your character"), self.alert))

    # No `picture_key`: the outlines of lit character tiles and player panels reach a pixel
    # beyond TABLE_AREA, which a kept picture (TABLE_AREA alone) would not show: painted
    # every frame.
    def paint(self, surface: pygame.Surface, v: CitadelsState, viewer: int | None,
              legal: list[Action], names: list[str], kinds: list[str]) -> None:
        self._draw_table(surface, v, viewer, legal, kinds)
        self._draw_alert(surface)

    def _draw_table(self, surface: pygame.Surface, v: CitadelsState, viewer: int | None,
                    legal: list[Action], kinds: list[str]) -> None:
        self.new_frame()
        self.pick_from(v, legal, viewer)
        decision = v.pending[-1] if v.pending else None
        mine = decision is not None and viewer is not None and decision[1] == viewer
        kind = decision[0] if mine else ""
        self._strip(surface, v, viewer, decision, mine)
        self._players(surface, v, viewer, decision, mine, kinds)
        if kind in ("pick", "discard", "keep", "wizard"):  # docked: the cities stay in view
            room = self._draft_choice(surface, v, kind) if kind in (
                "pick", "discard") else self._keep_choice(
                surface, v, decision[2], decision[3]) if kind == "keep" else \
                self._wizard_choice(surface, v, viewer, decision[2], decision[3])
            self.anchor(("drawn", viewer), room)
            self._hand(surface, v, viewer, decision, mine,
                       pygame.Rect(room.right + 8, HAND.y, HAND.right - room.right - 8, HAND.h))
            return
        self._hand(surface, v, viewer, decision, mine)
        if kind == "lighthouse":
            self._lighthouse_choice(surface, v, decision[2])

    def _role(self, v: CitadelsState, decision, mine: bool) -> str:
        """The character whose turn the viewer is playing ("" otherwise)."""
        if mine and decision[0] == "turn" and v.calling:
            return v.cast[v.calling]
        return ""

    def _strip(self, surface, v, viewer, decision, mine) -> None:
        ranks = sorted(r for r in v.characters)
        width = (STRIP.w - 8 * (len(ranks) - 1)) // max(1, len(ranks))
        for i, rank in enumerate(ranks):
            rect = pygame.Rect(STRIP.x + i * (width + 8), STRIP.y, width, STRIP.h)
            caption, colour, dim = self._character_status(v, rank, viewer)
            key = ("character", rank)
            highlight = (rank == v.calling and v.phase == "turns") or self.picker.lit(key)
            character_tile(surface, rect, rank, v.cast[rank], caption, highlight, dim, colour)
            title, body = _character_tip(v, rank)
            if rank == v.murdered:
                pygame.draw.line(surface, ui.BAD, rect.topleft, rect.bottomright, 3)
                body += "\n" + tr("Murdered by the Assassin this round.")
            if rank == v.bewitched:
                pygame.draw.rect(surface, WITCH_PURPLE, rect, 3, border_radius=10)
                witch = v.cast[1] or "witch"
                mark = emblem(witch, 30)
                spot = mark.get_rect(topright=(rect.right - 4, rect.y + 4))
                pygame.draw.circle(surface, pygame.Color("#241a30"), spot.center, 18)
                surface.blit(mark, spot)
                body += "\n" + tr("Bewitched: its player only takes gold or cards; the Witch "
                                  "plays the rest of the turn.")
            if rank == v.robbed:
                body += "\n" + tr("The Thief will rob this character.")
            self.place(rect, key, title, body)

    def _character_status(self, v, rank, viewer) -> tuple[str, pygame.Color, bool]:
        owner = v.owner[rank]
        if rank in v.faceup:
            return tr("face up: out"), ui.MUTED, True
        if viewer is None and rank in v.facedown:  # every hand open: the hidden discard too
            return tr("face down: out"), ui.MUTED, True
        if rank == v.murdered and not v.revealed[rank]:
            return tr("murdered"), ui.BAD, False
        if v.revealed[rank] and owner >= 0:
            tag = v.names[owner]
            if rank == v.murdered:
                return tr("{name}, murdered", name=tag), ui.BAD, False
            if rank == v.bewitched:
                return tr("{name}, bewitched", name=tag), WITCH_PURPLE, False
            if rank == v.robbed:
                return tr("{name}, robbed", name=tag), ui.ACCENT, False
            return tag, ui.GOOD, False
        if rank == v.bewitched:
            return tr("bewitched"), WITCH_PURPLE, False
        if rank == v.robbed:
            return tr("to be robbed"), ui.ACCENT, False
        if rank in v.unanswered:
            return tr("nobody"), ui.MUTED, True
        if owner >= 0:  # chosen, not revealed yet: the viewer's own, or every hand is open
            return (tr("yours") if viewer is not None else v.names[owner]), ui.HIGHLIGHT, False
        return "", ui.MUTED, False

    # ----- players -----------------------------------------------------------------------
    def _players(self, surface, v, viewer, decision, mine, kinds) -> None:
        # the deck and the bank at the end of the characters' strip; the characters not
        # chosen on it (pieces fly from and to these: kit/motion.py)
        self.anchor(("deck",), pygame.Rect(STRIP.right - 40, STRIP.centery - 24, 34, 48))
        self.anchor(("bank",), pygame.Rect(STRIP.right - 90, STRIP.centery - 12, 24, 24))
        for zone in ("pool", "faceup", "facedown", "museum", "removed", "adorned"):
            self.anchor((zone,), STRIP)
        # seats keep their places (the call order and the Magician's swaps read by seat)
        for seat, rect in enumerate(panel_rects(v.n, PLAYERS, 2)):
            chosen = self._chosen_player(v, viewer, seat)
            self._player_panel(surface, rect, v, seat, viewer, decision, mine,
                               kinds[seat], chosen)

    def _chosen_player(self, v, viewer, seat: int) -> Action | None:
        """What a click on another player's panel asks for while the character playing
        chooses a player and has not used its power yet, else None."""
        if seat == viewer or v.power_used:
            return None
        return self.picker.attempt(("player", seat))

    def _player_panel(self, surface, rect, v, seat, viewer, decision, mine, kind,
                      action) -> None:
        built, target = len(v.cities[seat]), goal(v)
        badges = [Badge("coin", str(v.gold[seat]), tr("Gold"), tr("Gold in the purse."),
                        ui.ACCENT, anchor=("purse", seat)),
                  Badge("card_back", str(len(v.hands[seat])), tr("Cards in hand"),
                        tr("District cards in hand."), size=(16, 22),
                        anchor=None if seat == viewer else ("hand", seat)),
                  Badge(None, tr("{n}/{goal} built", n=built, goal=target), tr("City"),
                        tr("The game ends after the round in which a city reaches {n} "
                           "districts.", n=target), ui.GOOD if built >= target else ui.MUTED)]
        if v.crown == seat:
            badges.insert(0, Badge("crown", "", tr("The crown"), tr(
                "Calls the characters and chooses first in the next draft."), size=(28, 22),
                anchor=("crown", seat)))
        top = player_panel(surface, rect, PanelSeat(
            v.names[seat], kind, mine=seat == viewer,
            acting=decision is not None and decision[1] == seat, badges=badges, mark=seat),
            self.hotspots)
        x, y = rect.x + 14, top
        for zone in ("drawn", "chosen", "crown"):  # what lies with the player, shown there
            self.anchor((zone, seat), self.anchors.get((zone, seat), rect))
        if action is not None:
            title, body = MOVES.tip(v, viewer, action) or ("", "")
            self.place(rect.copy(), ("player", seat), say(title), say(body))
            if self.picker.lit(("player", seat)):
                pygame.draw.rect(surface, ui.HIGHLIGHT, rect, 3, border_radius=10)
        tags: list[tuple[str, pygame.Color]] = []
        for rank in sorted(v.characters):
            if v.owner[rank] == seat and (v.revealed[rank] or seat == viewer or viewer is None):
                tags.append((say(v.role_msg(rank)), ui.GOOD if v.revealed[rank]
                             else ui.HIGHLIGHT))
        if v.crown_given == seat:
            tags.append((tr("crowned by the Emperor"), ui.ACCENT))
        tx = x
        for words, colour in tags:
            drawn = ui.text(surface, words, (tx, y), ui.capped(14), colour,
                            max_width=max(20, rect.right - 40 - tx))
            tx = drawn.right + 14
            if tx > rect.right - 40:
                break
        if seat in v.tax_owed:
            tax = pill(surface, (rect.right - 8, y), tr("owes 1 gold tax"), ui.BAD, ui.TEXT,
                       anchor="topright")
            self.hotspots.append(Hotspot(tax, None, tr("Tax owed"), tr(
                "Built before the Tax Collector was called: pays 1 gold when it is revealed.")))
        self._city(surface, rect, v, seat, viewer, decision, mine, action)

    def _city(self, surface, rect, v, seat, viewer, decision, mine,
              panel_action) -> None:
        city = sorted(v.cities[seat],
                      key=lambda c: (COLOURS.index(KINDS[CARD_KIND[c]].colour), c))
        top = rect.y + 24 + ui.grown(30, ui.SMALL_BOX_SCALE)  # under the name and roles
        card_h = min(rect.bottom - top - 8, 92)
        area = pygame.Rect(rect.x + 12, top, rect.w - 24, card_h)
        self.anchor(("city", seat), area)
        chips = card_h < CHIP_BELOW  # too short for a name on a card: chips that wrap
        rects = slots(len(city), area, 128, 24, gap=4, min_w=72) if chips else \
            card_row(len(city), area, int(card_h * 0.72), card_h, gap=6)
        kind = decision[0] if mine else ""
        role = self._role(v, decision, mine)
        for i, card in enumerate(city):
            r = rects[i]
            title, body = _district_tip(card)
            built = v.built_round[seat][v.cities[seat].index(card)]
            body += "\n" + tr("Built in round {n}.", n=built)
            if card in v.adorned:
                body += "\n" + tr("Beautified by the Artist: worth 1 more point.")
            museum = len(v.museum) if key_of(card) == "museum" else None
            if museum is not None:
                body += "\n" + ntr("{n} card under the Museum.", "{n} cards under the Museum.",
                                    museum)
            key = ("city", seat, card)
            local = None  # the table's own words for a click that makes no move
            picked = self.picker.is_chosen(key)
            place = False  # a click on the card makes (or asks about) a move
            if kind == "warlord":
                place = True
                body += "\n" + (tr("Destroying it costs {n} gold.",
                                   n=destroy_cost(v, seat, card)) if self.picker.lit(key)
                                else tr("The Warlord cannot destroy it now."))
            elif kind == "diplomat":
                place, local, note = self._trade_click(v, viewer, seat, card, key)
                body += "\n" + note
            elif kind == "turn" and seat != viewer and self.hand_mode == "armory":
                place = True
                body += "\n" + tr("Armory: destroy it together with your Armory.")
            elif kind == "turn" and seat == viewer and role == "artist" \
                    and card not in v.adorned:
                place = True
                body += "\n" + tr("Artist: put 1 of your gold on it (+1 point).")
            usable = self.picker.lit(key) or (local is not None and not picked)
            if chips:
                district_chip(surface, r, card, usable or picked, card in v.adorned, museum)
            else:
                district_card(surface, r, card, highlight=usable or picked,
                              adorned=card in v.adorned, count=museum)
            if picked:
                pygame.draw.rect(surface, ui.GOOD, r.inflate(8, 8), 3, border_radius=10)
            if card in self.flash:
                glow(surface, r, self.flash[card])
            shown = r if chips else visible_part(rects, i)
            if place:
                self.place(shown, key, title, body)
            elif local is None and panel_action is not None:
                self.place(shown, ("player", seat), title, body)  # a card also chooses its player
            else:
                self.hotspots.append(Hotspot(shown, None, title, body, local))
            self.place_rects[key] = shown  # where the district is: a card built flies there
        if not city:
            ui.text(surface, tr("No districts yet"), (rect.x + 14, top + 8), 15, ui.MUTED)

    def _trade_click(self, v, viewer, seat, card, key):
        """The Diplomat: first his own district, then one in another city. Returns (whether
        the card is a place of his exchange, the table's words for a click that makes none,
        the tooltip's note)."""
        if seat == viewer:
            if self.picker.is_chosen(key):
                return True, None, tr("Chosen to give. Click it again to choose another.")
            if not self.picker.lit(key):
                def refuse() -> str:
                    if key_of(card) == "keep":
                        return tr("The Keep cannot be exchanged.")
                    return tr("No district of another city can be exchanged for this one.")
                return False, refuse, tr("No exchange possible with this district.")
            return True, None, tr("Click to give this district, then click the district you "
                                  "want.")
        if self.trade_pick is None:
            def first() -> str:
                return tr("First click one of your own districts to give.")
            return False, first, tr("First click one of your own districts.")
        cost = trade_cost(v, self.trade_pick, seat, card)
        note = tr("Exchange for your {name}: costs {n} gold.",
                  name=ptr("citadels district", kind_of(self.trade_pick).name), n=cost)
        return True, None, note

    # ----- the hand ----------------------------------------------------------------------
    def _hand(self, surface, v, viewer, decision, mine,
              area: pygame.Rect = HAND) -> None:
        if viewer is None:
            spectator(surface, area, hands_visible(v.hands, HIDDEN),
                      lambda: self._open_hands(surface, v, area),
                      tr("Watching: every hand is hidden."))
            return
        self.anchor(("hand", viewer), area)
        heading = hand_strip(surface, area, tr("Your hand"))
        words = self._hand_hint(decision, mine)
        if words:
            hand_hint(surface, heading, words, right=area.right)
        marked = set(decision[2]) if decision and decision[0] == "magic" else set()
        building = mine and decision[0] == "turn" and v.acted and self.hand_mode == "build"
        cards, costs = [], {}
        for card in v.hands[viewer]:
            usable = self.picker.lit(("hand", viewer, card))
            costs[card] = cost = build_cost(v, viewer, card)
            title, body = _district_tip(card)
            if cost != kind_of(card).cost:
                body += "\n" + tr("The Factory lowers its cost to {n}.", n=cost)
            cards.append(HandCard(card, title, body, lit=usable, marked=card in marked,
                                  dim=building and not usable))
        card_w, card_h = hand_card_size(len(cards), area.w - 28, min(200, area.h - 56))
        hand_row(surface, self.hotspots, area, cards,
                 lambda s, r, c, _: district_card(s, r, c.card, highlight=c.lit, marked=c.marked,
                                                  dim=c.dim, cost=costs[c.card]),
                 (card_w, card_h), gap=HAND_GAP, mouse=self.mouse, lift=12,
                 empty=tr("No cards in hand"),
                 spot=lambda r, c: self.place(r, ("hand", viewer, c.card), c.title, c.body))

    def _open_hands(self, surface, v, area: pygame.Rect) -> None:
        """A finished game watched with every hand open: each player's hand as chips."""
        rows = [HandRow(v.names[seat], len(hand)) for seat, hand in enumerate(v.hands)]
        for hand, room in zip(v.hands, open_hands(surface, area, rows), strict=True):
            for card, r in zip(hand, places(len(hand), room, (150, 24)), strict=True):
                district_chip(surface, r, card)
                self.hotspots.append(Hotspot(r, None, *_district_tip(card)))

    def _hand_hint(self, decision, mine) -> str:
        if not mine:
            return ""
        if decision[0] == "tribute":
            return tr("Click a card to give it to the Emperor, or pay 1 gold.")
        if decision[0] == "turn":  # a mode: where to click next, as its move says
            how = next((move.how for move in MOVES.moves if move.clicks
                        and move.clicks[0].name == self.hand_mode and move.how), None)
            return say(how) if how is not None else ""
        return ""

    # ----- choices (the kit's option grid) -------------------------------------------------
    def _dock(self, surface, choice: Choice, width: int) -> pygame.Rect:
        """A choice docked in the hand's place (left), so every city and purse stays in view;
        returns the room it took."""
        box = pygame.Rect(HAND.x, HAND.y, min(width, HAND.w - 300), HAND.h)
        draw_choice(surface, box, choice, self.hotspots)
        return box

    def _district(self, card: int, key, note: str = "", cost: int | None = None) -> Option:
        """A district card of a choice: the place `key`, drawn by the kit's choice."""
        title, body = _district_tip(card)
        return Option(title, body + note, self.picker.action(key), legal=self.picker.lit(key),
                      face=lambda s, r, lit: district_card(s, r, card, highlight=lit, cost=cost))

    def _draft_choice(self, surface, v, kind) -> pygame.Rect:
        pool = sorted(r for r in v.pool if r != HIDDEN)
        notes = [tr("{n} face down", n=len(v.facedown))]
        if v.faceup:
            up = say(join(v.role_msg(r) for r in sorted(v.faceup)))
            notes.insert(0, tr("Face up (out this round): {names}", names=up))
        subtitle = "   ·   ".join(notes)
        options = [Option(*_character_tip(v, rank), self.picker.action(("draft", rank)),
                          legal=self.picker.lit(("draft", rank)),
                          face=lambda s, r, lit, rank=rank: character_tile(
                              s, r, rank, v.cast[rank], highlight=lit)) for rank in pool]
        return self._dock(surface, Choice(
            tr("Choose your character") if kind == "pick" else
            tr("Choose a character to discard face down"), options, subtitle,
            aspect=0.59, max_w=102), max(width_for(len(pool), 102, least=420),
                                         SUBTITLE_ROOM + ui.font(15).size(subtitle)[0]))

    def _keep_choice(self, surface, v, cards, keep) -> pygame.Rect:
        options = [self._district(c, ("offer", c)) for c in cards]
        return self._dock(surface, Choice(
            tr("Keep {n} of these cards", n=keep) if keep > 1 else tr("Keep one of these cards"),
            options, aspect=0.69, max_w=130, gap=12), width_for(len(cards), 130, 12))

    def _wizard_choice(self, surface, v, viewer, cards, owner) -> pygame.Rect:
        """The Wizard looks at a hand: under each card, Take (into the hand) or Build."""
        options = []
        for card in cards:
            take, build = ("take", card), ("conjure", card)
            cost = build_cost(v, viewer, card)
            option = self._district(card, take, "\n" + tr("Click to take it into your hand."),
                                    cost)
            tip = tr("Build it now for {n} gold; it does not use your build.", n=cost) \
                if v.acted else tr("You may build it only after taking gold or cards.")
            option.under = [Entry(tr("Take"), tr("Take it into your hand."),
                                  self.picker.action(take), enabled=self.picker.lit(take)),
                            Entry(tr("Build ({n})", n=cost), tip, self.picker.action(build),
                                  enabled=self.picker.lit(build))]
            options.append(option)
        return self._dock(surface, Choice(
            tr("Wizard: {name}'s hand", name=v.names[owner]), options,
            tr("Take one card into your hand, or pay its cost to build it at once (you have {n} "
               "gold).", n=v.gold[viewer]), empty=tr("That hand is empty."), aspect=0.69,
            max_w=110), width_for(len(cards), 96, least=660))

    def _lighthouse_choice(self, surface, v, cards) -> None:
        """The Lighthouse: any card of the deck; identical cards are shown once, with a count."""
        piles: dict[int, list[int]] = {}
        for card in cards:
            piles.setdefault(CARD_KIND[card], []).append(card)
        order = sorted(piles, key=lambda k: (COLOURS.index(KINDS[k].colour), KINDS[k].cost,
                                             KINDS[k].name))
        options = []
        for kind in order:
            option = self._district(piles[kind][0], ("offer", piles[kind][0]))
            option.badge = f"×{len(piles[kind])}" if len(piles[kind]) > 1 else ""
            options.append(option)
        choice = Choice(tr("Lighthouse: take any card from the deck"), options,
                        tr("{n} cards in the deck; the deck is shuffled afterwards.",
                           n=len(cards)), max_w=120, gap=8)
        box = pygame.Rect(TABLE.x, TABLE.y, TABLE.w, TABLE.h + 8)
        area = pygame.Rect(box.x + 16, box.y + 70, box.w - 32, box.h - 80)
        box.h = min(box.h, grid(len(options), area, 0.72, 120, 8)[-1].bottom + 10 - box.y) \
            if options else box.h
        draw_choice(surface, box, choice, self.hotspots)
