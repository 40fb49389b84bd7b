"""What a first-time player reads: the turn prompt names only what legal_actions allow, and
every power usable now has a visible control (a side button or a lit click on the table)."""

from __future__ import annotations

import random

from citadels_positions import NAMES, R

from rules.citadels import moves, text
from rules.citadels.moves import MOVES
from rules.core import Seat
from rules.core.actions import Action
from rules.core.message import english

# prompt words -> the action kinds that must be legal when they are said
PROMISES = {
    "build (": {"build"},
    "take income": {"income"},
    "use your power": moves.POWER_KINDS,
    "use a district": moves.DISTRICT_KINDS,
    "end your turn": {"end"},
}


def reached_turns(games: int = 12, plies: int = 400):
    """(state, seat) at every point of a turn after gold or cards, over random games with
    the Dark City characters and districts as well as the classic ones."""
    for seed in range(games):
        options = {} if seed % 2 else {f"rank_{r}": "random" for r in range(1, 10)} | {
            f"district_{k}": True for k in ("armory", "museum", "factory", "ball_room")}
        players = 3 + seed % 5
        s = R.new_game([Seat(n) for n in NAMES[:players]], R.make_options(options), seed)
        rng = random.Random(seed)
        for _ in range(plies):
            if not s.pending:
                break
            seat = s.pending[-1].seat
            if s.pending[-1].kind == "turn" and s.acted:
                yield s, seat
            legal = MOVES.legal_actions(s, seat)
            R.apply_unchecked(s, seat, legal[rng.randrange(len(legal))])


def test_the_turn_prompt_names_only_legal_actions():
    seen = 0
    for s, seat in reached_turns():
        words = english(text.prompt(s, seat))
        kinds = {a.kind for a in MOVES.legal_actions(s, seat)}
        for said, needed in PROMISES.items():
            if said in words:
                assert kinds & needed, (words, sorted(kinds))
        if "use your power" not in words:
            assert not kinds & moves.POWER_KINDS or "give the crown" in words, words
        seen += 1
    assert seen > 100


def test_a_power_used_by_a_click_is_announced_before_gold_or_cards():
    """The Assassin, the Thief and the Magician are told where to click for their power
    from the start of their turn, not only the gold or the cards."""
    from citadels_positions import position

    for rank, said, kind in ((1, "click a character to murder", "kill"),
                             (2, "click a character to rob", "rob"),
                             (3, "click a player to swap hands", "swap")):
        s, _ = position(owners={rank: 0}, hands={0: ["temple"], 2: ["castle"]})
        assert not s.acted
        assert any(a.kind == kind for a in MOVES.legal_actions(s, 0))
        words = english(text.prompt(s, 0))
        assert words.startswith("You are the ") and "take 2 gold or draw cards; " + said in \
            words, words


def test_the_warlord_is_told_the_destroy_comes_after_ending():
    for s, seat in reached_turns():
        if s.cast[s.calling] == "warlord" and not s.power_used and Action("end") in \
                MOVES.legal_actions(s, seat):
            words = english(text.prompt(s, seat))
            assert "after ending, you may destroy a district" in words
            from desktop.views.citadels_words import button_entries

            labels = [e.label for e in button_entries(R.view(s, seat), seat,
                                                      MOVES.legal_actions(s, seat), "build")]
            assert "End turn, then destroy a district" in labels and "End turn" not in labels
            return
    raise AssertionError("no Warlord turn reached")


def test_every_side_button_is_declared_by_its_move_and_has_a_place():
    """A move with a side button (`Move.button`) is made, or begun, at a place of its own,
    and the grid has a slot for that place: no button falls where gold or cards were."""
    from desktop.views.citadels_words import SLOTS

    buttons = [move for move in MOVES.moves if move.button is not None]
    assert {move.kind for move in buttons} >= {"gold", "draw", "end", "income", "skip", "lab"}
    for move in buttons:
        assert move.clicks, move.kind
        assert any(place[0] == move.clicks[0].name for place in SLOTS), move.kind


def test_every_usable_power_has_a_visible_control():
    """Buttons for what is not a click; lit tiles, panels or districts for the rest."""
    import pygame

    from desktop.views.citadels_table import CitadelsTable
    from desktop.views.citadels_words import button_entries

    pygame.init()
    surface = pygame.Surface((1600, 900))
    clicks = {"kill", "rob", "bewitch", "swap", "peek", "crown", "beautify", "build", "lab",
              "museum", "armory"}
    for count, (s, seat) in enumerate(reached_turns(games=6)):
        if count % 5:
            continue
        legal = MOVES.legal_actions(s, seat)
        v = R.view(s, seat)
        table = CitadelsTable()
        table.sync(v, seat, legal)
        table.draw(surface, v, seat, legal, s.names, ["human"] * s.n)
        shown = {e.what.kind if isinstance(e.what, Action) else e.what
                 for e in button_entries(v, seat, legal, "build")}
        spots = {h.action.kind for h in table.hotspots if isinstance(h.action, Action)}
        for action in legal:
            if action.kind in clicks and action.kind not in ("lab", "museum", "armory"):
                assert action.kind in spots, action
            elif action.kind not in clicks:
                assert action.kind in shown, action
            else:
                assert action.kind in shown, action  # the mode button


def _named(kind: str, seed: int = 0):
    """A 4-player game played at random until someone names (kills or robs) a character held
    by another player; returns the state after it and that player's seat."""
    rng = random.Random(seed)
    s = R.new_game([Seat(n) for n in NAMES[:4]], R.make_options({}), seed)
    while s.pending:
        seat = s.pending[-1].seat
        legal = MOVES.legal_actions(s, seat)
        named = [a for a in legal if a.kind == kind and s.owner[a.args[0]] not in (-1, seat)]
        if named:
            R.apply_unchecked(s, seat, named[0])
            return s, s.owner[named[0].args[0]]
        R.apply_unchecked(s, seat, legal[rng.randrange(len(legal))])
    raise AssertionError(f"nobody used {kind}")


def _banner(s, seat) -> str:
    import pygame

    from desktop.views.citadels_table import CitadelsTable

    pygame.init()
    table = CitadelsTable()
    v = R.view(s, seat)
    table.sync(v, seat, [])
    table.draw(pygame.Surface((1600, 900)), v, seat, [], s.names, ["human"] * s.n)
    return next((h.body for h in table.hotspots if h.title == "Your character"), "")


def test_a_murdered_player_is_told_in_a_banner_on_the_table():
    s, victim = _named("kill")
    words = _banner(s, victim)
    assert words.startswith("The Assassin murdered your ") and "lose this turn" in words
    others = [seat for seat in range(s.n) if seat != victim]
    assert not any(_banner(s, seat) for seat in others)


def test_a_robbed_player_is_told_in_a_banner_on_the_table():
    s, victim = _named("rob", seed=1)
    assert _banner(s, victim).startswith("The Thief will rob your ")
    rank = s.robbed
    while s.pending and not s.revealed[rank]:
        seat = s.pending[-1].seat
        R.apply_unchecked(s, seat, MOVES.legal_actions(s, seat)[-1])
    assert s.owner[rank] == victim and s.revealed[rank]
    assert _banner(s, victim).startswith("The Thief robbed your ")


def test_the_drafts_face_up_line_reads_whole():
    """"Face up (out this round): …" is the docked draft's subtitle, never cut with "…"."""
    import pygame

    from desktop import ui
    from desktop.views.citadels_table import CitadelsTable

    pygame.init()
    for players, seed in ((4, 1), (4, 7), (5, 2)):
        options = {"rank_9": "artist"} if seed == 7 else {}
        s = R.new_game([Seat(n) for n in NAMES[:players]], R.make_options(options), seed)
        seat = s.pending[-1].seat
        table, v = CitadelsTable(), R.view(s, seat)
        table.draw(pygame.Surface((1600, 900)), v, seat, MOVES.legal_actions(s, seat), s.names,
                   ["human"] * players)
        box = next(h for h in table.hotspots if h.title == "Choose your character")
        assert box.body.startswith("Face up (out this round): ")
        assert ui.font(15).size(box.body)[0] <= box.rect.w - 24, box.body


def test_the_magicians_panel_click_says_what_the_swap_does():
    """The tooltip on a rival's panel names both halves of the exchange, and the click's
    move makes both happen."""
    import pygame
    from citadels_positions import play, position

    from desktop.i18n import say
    from desktop.views.citadels_table import CitadelsTable

    s, _ = position(owners={3: 0}, hands={0: ["temple"], 2: ["castle", "manor"]})
    mine, theirs = list(s.hands[0]), list(s.hands[2])
    legal = MOVES.legal_actions(s, 0)
    pygame.init()
    table = CitadelsTable()
    v = R.view(s, 0)
    table.sync(v, 0, legal)
    table.draw(pygame.Surface((1600, 900)), v, 0, legal, s.names, ["human"] * s.n)
    spot = next(h for h in table.hotspots if h.action == Action("swap", (2,)))
    title, body = MOVES.by_kind["swap"].tip  # the move's own hover text
    assert (spot.title, spot.body) == (say(title), say(body))
    assert "gives this player his whole hand" in spot.body and "takes theirs" in spot.body
    play(s, ("swap", 2))
    assert s.hands[2] == mine and s.hands[0] == theirs
