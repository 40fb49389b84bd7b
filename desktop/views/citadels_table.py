"""The Citadels table in the tableau view: characters, every player's city, the viewer's hand
and the current choice. It draws a view and maps clicks to candidate actions; the scene decides
whether they are legal (and shows the rules' reason when not)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

import sprites
from desktop import ui
from desktop.i18n import tr
from desktop.views.cards import card_back, character_tile, district_card
from rules.citadels.catalogue import CARD_KIND, CHARACTERS, COLOURS, KINDS, kind_of
from rules.citadels.engine import destroy_cost
from rules.citadels.state import HIDDEN, CitadelsState
from rules.core.actions import Action

TABLE = pygame.Rect(12, 64, 1168, 560)
STRIP = pygame.Rect(12, 64, 1168, 104)
PLAYERS = pygame.Rect(12, 176, 1168, 448)
HAND = pygame.Rect(12, 632, 1168, 256)


@dataclass
class Hotspot:
    rect: pygame.Rect
    action: Action | None
    title: str
    body: str = ""


def _district_tip(card: int) -> tuple[str, str]:
    kind = kind_of(card)
    colour = tr({"blue": "Religious", "red": "Military", "yellow": "Noble", "green": "Trade",
                 "purple": "Special"}[kind.colour])
    body = tr("{colour} district. Cost {cost} gold, worth {points} points.", colour=colour,
              cost=kind.cost, points=kind.points)
    if kind.text:
        body += "\n" + tr(kind.text)
    return tr(kind.name), body


def _character_tip(rank: int) -> tuple[str, str]:
    c = CHARACTERS[rank]
    return f"{rank}. {tr(c.name)}", tr(c.text)


class CitadelsTable:
    def __init__(self) -> None:
        self.hotspots: list[Hotspot] = []
        self.hand_mode = "build"  # or "lab": clicking a hand card discards it at the Laboratory
        self.flash: dict[int, float] = {}  # newly built district -> seconds of glow left

    def fade(self, dt: float) -> None:
        self.flash = {card: left - dt for card, left in self.flash.items() if left > dt}

    # ----- input -------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> Hotspot | None:
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, v: CitadelsState, viewer: int | None,
             legal: list[Action], names: list[str], kinds: list[str]) -> None:
        self.hotspots = []
        legal_set = set(legal)
        decision = v.pending[-1] if v.pending else None
        self._strip(surface, v, legal_set, decision)
        self._players(surface, v, viewer, legal_set, decision, kinds)
        self._hand(surface, v, viewer, legal_set, decision)
        if decision and decision[1] == viewer and decision[0] in ("pick", "discard"):
            self._draft_choice(surface, v, legal_set, decision[0])
        if decision and decision[1] == viewer and decision[0] == "keep":
            self._keep_choice(surface, decision[2], decision[3], legal_set)

    def _strip(self, surface, v, legal_set, decision) -> None:
        ranks = [r for r in range(1, 10) if r in v.characters]
        width = (STRIP.w - 8 * (len(ranks) - 1)) // len(ranks)
        acting_kind = decision[0] if decision else ""
        for i, rank in enumerate(ranks):
            rect = pygame.Rect(STRIP.x + i * (width + 8), STRIP.y, width, STRIP.h)
            caption, colour, dim = self._character_status(v, rank)
            action = None
            if acting_kind == "turn":
                if v.calling == 1:
                    action = Action("kill", (rank,))
                elif v.calling == 2:
                    action = Action("rob", (rank,))
            highlight = (rank == v.calling and v.phase == "turns") or (action in legal_set)
            character_tile(surface, rect, rank, caption, highlight, dim, colour)
            if rank == v.murdered:
                pygame.draw.line(surface, ui.BAD, rect.topleft, rect.bottomright, 3)
            title, body = _character_tip(rank)
            self.hotspots.append(Hotspot(rect, action, title, body))

    def _character_status(self, v, rank) -> tuple[str, pygame.Color, bool]:
        owner = v.owner[rank]
        if rank in v.faceup:
            return tr("face up: out"), ui.MUTED, True
        if rank == v.murdered and not v.revealed[rank]:
            return tr("murdered"), ui.BAD, False
        if v.revealed[rank] and owner >= 0:
            tag = v.names[owner]
            if rank == v.murdered:
                return tr("{name}, murdered", name=tag), ui.BAD, False
            if rank == v.robbed:
                return tr("{name}, robbed", name=tag), ui.ACCENT, False
            return tag, ui.GOOD, False
        if rank == v.robbed:
            return tr("to be robbed"), ui.ACCENT, False
        if rank in v.unanswered:
            return tr("nobody"), ui.MUTED, True
        if owner >= 0:
            return tr("yours"), ui.HIGHLIGHT, False
        return "", ui.MUTED, False

    def _players(self, surface, v, viewer, legal_set, decision, kinds) -> None:
        n = v.n
        rows = (n + 1) // 2
        gap = 8
        height = (PLAYERS.h - gap * (rows - 1)) // rows
        width = (PLAYERS.w - gap) // 2
        for seat in range(n):
            row, col = divmod(seat, 2)
            rect = pygame.Rect(PLAYERS.x + col * (width + gap), PLAYERS.y + row * (height + gap),
                               width, height)
            self._player_panel(surface, rect, v, seat, viewer, legal_set, decision, kinds[seat])

    def _player_panel(self, surface, rect, v, seat, viewer, legal_set, decision, kind) -> None:
        acting = decision is not None and decision[1] == seat
        edge = ui.HIGHLIGHT if acting else ui.PANEL_EDGE
        ui.panel(surface, rect, ui.PANEL if seat != viewer else pygame.Color("#27324a"), edge,
                 width=2 if acting else 1)
        x, y = rect.x + 12, rect.y + 8
        name = v.names[seat] + ("" if kind == "human" else f"  ({tr(kind)} bot)")
        if seat == viewer:
            name += "  " + tr("(you)")
        ui.text(surface, name, (x, y), 18, ui.TEXT, bold=True, max_width=rect.w - 260)
        info_x = rect.right - 230
        if v.crown == seat:
            surface.blit(sprites.load("crown", (28, 22)), (info_x - 36, y + 1))
        surface.blit(sprites.load("coin", (22, 22)), (info_x, y + 1))
        ui.text(surface, str(v.gold[seat]), (info_x + 27, y), 18, ui.ACCENT, bold=True)
        card_back(surface, pygame.Rect(info_x + 62, y, 16, 24))
        ui.text(surface, str(len(v.hands[seat])), (info_x + 83, y), 18, ui.TEXT, bold=True)
        built = len(v.cities[seat])
        ui.text(surface, tr("{n}/{goal} built", n=built, goal=v.end_at), (info_x + 118, y + 2),
                15, ui.GOOD if built >= v.end_at else ui.MUTED)
        swap = Action("swap", (seat,))
        if swap in legal_set:
            self.hotspots.append(Hotspot(rect.copy(), swap, tr("Swap hands"),
                                         tr("The Magician takes this player's whole hand.")))
            pygame.draw.rect(surface, ui.HIGHLIGHT, rect, 3, border_radius=10)
        chars = [r for r in v.characters if v.owner[r] == seat
                 and (v.revealed[r] or seat == viewer)]
        for i, rank in enumerate(chars):
            label = tr(CHARACTERS[rank].name)
            ui.text(surface, label, (x + i * 110, y + 26), 14,
                    ui.GOOD if v.revealed[rank] else ui.HIGHLIGHT)
        self._city(surface, rect, v, seat, legal_set)

    def _city(self, surface, rect, v, seat, legal_set) -> None:
        city = sorted(v.cities[seat],
                      key=lambda c: (COLOURS.index(KINDS[CARD_KIND[c]].colour), c))
        top = rect.y + 54
        card_h = min(rect.bottom - top - 8, 92)
        card_w = int(card_h * 0.72)
        step = min(card_w + 6, (rect.w - 24 - card_w) // max(1, len(city) - 1)) if city \
            else card_w
        for i, card in enumerate(city):
            r = pygame.Rect(rect.x + 12 + i * step, top, card_w, card_h)
            destroy = Action("destroy", (seat, card))
            can = destroy in legal_set
            district_card(surface, r, card, highlight=can)
            if card in self.flash:
                glow = pygame.Surface(r.inflate(12, 12).size, pygame.SRCALPHA)
                alpha = int(200 * min(1.0, self.flash[card]))
                pygame.draw.rect(glow, (*ui.GOOD[:3], alpha), glow.get_rect(), 4,
                                 border_radius=12)
                surface.blit(glow, r.inflate(12, 12))
            title, body = _district_tip(card)
            built = v.built_round[seat][v.cities[seat].index(card)]
            body += "\n" + tr("Built in round {n}.", n=built)
            warlord = bool(v.pending) and v.pending[-1][0] == "warlord"
            if warlord:
                body += "\n" + (tr("Destroying it costs {n} gold.",
                                   n=destroy_cost(v, seat, card)) if can
                                else tr("The Warlord cannot destroy it now."))
            self.hotspots.append(Hotspot(r, destroy if warlord else None, title, body))
        if not city:
            ui.text(surface, tr("No districts yet"), (rect.x + 14, top + 8), 15, ui.MUTED)

    def _hand(self, surface, v, viewer, legal_set, decision) -> None:
        ui.panel(surface, HAND, pygame.Color("#1b2131"))
        if viewer is None:
            ui.text(surface, tr("Watching: every hand is hidden."), HAND.center, 20, ui.MUTED,
                    anchor="center")
            return
        hand = v.hands[viewer]
        ui.text(surface, tr("Your hand"), (HAND.x + 14, HAND.y + 8), 17, ui.MUTED, bold=True)
        marked = set(decision[2]) if decision and decision[0] == "magic" else set()
        card_h = 200
        card_w = 138
        step = min(card_w + 10, (HAND.w - 28 - card_w) // max(1, len(hand) - 1)) if hand \
            else card_w
        for i, card in enumerate(hand):
            r = pygame.Rect(HAND.x + 14 + i * step, HAND.y + 40, card_w, card_h)
            action = self._hand_action(decision, card, marked)
            usable = action in legal_set
            building = decision is not None and decision[0] == "turn" and v.acted \
                and decision[1] == viewer and self.hand_mode == "build"
            district_card(surface, r, card, highlight=usable, marked=card in marked,
                          dim=building and not usable)
            title, body = _district_tip(card)
            self.hotspots.append(Hotspot(r, action, title, body))
        if not hand:
            ui.text(surface, tr("No cards in hand"), (HAND.x + 14, HAND.y + 44), 16, ui.MUTED)

    def _hand_action(self, decision, card, marked) -> Action | None:
        if not decision:
            return None
        if decision[0] == "magic":
            return Action("mark", (card,))
        if decision[0] == "turn":
            return Action("lab" if self.hand_mode == "lab" else "build", (card,))
        return None

    def _draft_choice(self, surface, v, legal_set, kind) -> None:
        pool = sorted(r for r in v.pool if r != HIDDEN)
        box = pygame.Rect(0, 0, 150 * len(pool) + 40, 250)
        box.center = PLAYERS.center
        ui.panel(surface, box, pygame.Color("#10141d"), ui.ACCENT, width=2, radius=14)
        title = tr("Choose your character") if kind == "pick" else \
            tr("Choose a character to discard face down")
        ui.text(surface, title, (box.centerx, box.y + 12), 22, ui.TEXT, bold=True,
                anchor="midtop")
        for i, rank in enumerate(pool):
            r = pygame.Rect(box.x + 20 + i * 150, box.y + 52, 140, 180)
            action = Action(kind, (rank,))
            character_tile(surface, r, rank, highlight=action in legal_set)
            title_, body = _character_tip(rank)
            self.hotspots.append(Hotspot(r, action, title_, body))
        notes = [tr("Face down: {n}", n=len(v.facedown))]
        if v.faceup:
            up = ", ".join(tr(CHARACTERS[r].name) for r in sorted(v.faceup))
            notes.insert(0, tr("Face up (out this round): {names}", names=up))
        ui.text(surface, "   ·   ".join(notes), (box.centerx, box.bottom + 8), 16, ui.MUTED,
                anchor="midtop")

    def _keep_choice(self, surface, cards, keep, legal_set) -> None:
        box = pygame.Rect(0, 0, 170 * len(cards) + 40, 290)
        box.center = PLAYERS.center
        ui.panel(surface, box, pygame.Color("#10141d"), ui.ACCENT, width=2, radius=14)
        ui.text(surface, tr("Keep {n} of these cards", n=keep) if keep > 1 else
                tr("Keep one of these cards"), (box.centerx, box.y + 12), 22, ui.TEXT,
                bold=True, anchor="midtop")
        for i, card in enumerate(cards):
            r = pygame.Rect(box.x + 20 + i * 170, box.y + 52, 155, 220)
            action = Action("keep", (card,))
            district_card(surface, r, card, highlight=action in legal_set)
            title, body = _district_tip(card)
            self.hotspots.append(Hotspot(r, action, title, body))

