"""Issue 27: the replay on screen. It opens from the load screen (a save in progress, seen by
its human seat only) and from the end screen (a finished game, every hand may open), renders
every game's own table headless, answers its buttons and keys, and never writes the save."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from desktop_support import check_wheel, click
from test_replay import golden_match

import saves
from desktop.scenes.end import EndScene
from desktop.scenes.load import LoadScene
from desktop.scenes.replay import BAR, ReplayScene
from desktop.views.table import TABLE_AREA

ONE_PER_GAME = ["citadels-dark-city-5p", "ginkgopolis-draft-4p", "national-economy-3p-easy",
                "builders-3p-easy", "boonlake-3p"]


def mixed(name: str, moves: int | None = None):
    """The golden match with a human first seat and bots after it."""
    return golden_match(name, moves, bots=True)[0]


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.step(fps=0)


def table_pixels(app) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(TABLE_AREA), "RGB")


def press(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    frames(app, 2)


def choose(app, menu, value: str) -> None:
    """A choice in a drop-down, as pygame_gui reports it."""
    option = next(o for o in menu.options_list if o[1] == value)
    menu.selected_option = option
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         ui_element=menu, text=option[0]))
    frames(app, 2)


@pytest.mark.parametrize("name", ONE_PER_GAME)
def test_the_replay_renders_every_games_table_and_its_buttons_step(app, name):
    match = mixed(name)
    scene = app.push_scene("replay", match)
    frames(app)
    n = len(match.moves)
    assert scene.k == 0 and scene.viewer == 0  # from the deal, as the human saw it
    deal = table_pixels(app)
    click(app, scene.end_button.rect.center)
    assert scene.k == n
    assert table_pixels(app) != deal  # the table shows the end, not the deal
    click(app, scene.back_button.rect.center)
    assert scene.k == n - 1
    click(app, scene.start_button.rect.center)
    assert scene.k == 0 and table_pixels(app) == deal
    click(app, scene.forward_button.rect.center)
    click(app, scene.forward_button.rect.center)
    assert scene.k == 2
    choose(app, scene.viewer_menu, "open")  # finished: every hand may open
    assert scene.viewer is None
    choose(app, scene.round_menu, "2")
    assert scene.k == scene.timeline.start_of_round(2) and scene.timeline.round_of(scene.k) == 2
    assert scene.menu_round == 2
    click(app, scene.close_button.rect.center)
    assert not isinstance(app.top(), ReplayScene)


class SteadyClock:
    """Every frame takes 16 ms, however long the machine takes to draw it."""

    def tick(self, fps: int = 0) -> int:
        return 16


def test_play_steps_at_the_chosen_speed_and_the_keys_work(app, monkeypatch):
    monkeypatch.setattr(app, "clock", SteadyClock())  # a loaded machine's slow frames count not
    match = mixed("citadels-classic-4p")
    scene = app.push_scene("replay", match)
    frames(app)
    click(app, scene.play_button.rect.center)
    assert scene.playing and scene.play_button.text == "Pause"
    scene.go(0)  # the frames of the click took some time: count from here
    scene.update(0.99)  # one move a second: not yet
    assert scene.k == 0
    scene.update(0.02)
    assert scene.k == 1
    choose(app, scene.speed_menu, "4.0")
    shown = scene.k
    scene.go(shown)
    scene.update(0.24)  # four moves a second: not yet
    assert scene.k == shown
    scene.update(0.02)
    assert scene.k == shown + 1
    press(app, pygame.K_SPACE)
    assert not scene.playing
    scene.update(5.0)
    assert scene.k == shown + 1
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    assert scene.k == shown + 2
    press(app, pygame.K_END)
    assert scene.k == len(match.moves)
    press(app, pygame.K_SPACE)  # at the end, Play starts again from the deal
    assert scene.playing and scene.k == 0
    press(app, pygame.K_HOME)
    assert scene.k == 0 and not scene.playing
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.top(), ReplayScene)


def test_the_log_shows_the_moves_up_to_the_shown_one(app):
    match = mixed("national-economy-2p")
    scene = app.push_scene("replay", match)
    frames(app)
    at_deal = list(scene.lines)
    assert scene.move_line == ""  # the deal: no move yet
    press(app, pygame.K_RIGHT)
    assert len(scene.lines) > len(at_deal) and scene.fresh == len(scene.lines) - len(at_deal)
    assert scene.move_line  # the move's own words
    press(app, pygame.K_LEFT)
    assert scene.lines == at_deal


def test_a_save_in_progress_replays_from_the_load_screen_without_being_written(app):
    match = mixed("ginkgopolis-draft-4p", 60)
    path = saves.save_slot(match, "Halfway")
    before = path.read_bytes()
    stamp = path.stat().st_mtime_ns
    app.push_scene("load")
    frames(app)
    load = app.top()
    assert isinstance(load, LoadScene)
    button = next(b for b, info in load.replays.items() if info.path == path)
    click(app, button.rect.center)
    scene = app.top()
    assert isinstance(scene, ReplayScene)
    assert len(scene.timeline) == 60 and not scene.timeline.over
    assert scene.choices == [0]  # only the human's eyes while the game goes on
    with pytest.raises(ValueError):
        scene.set_viewer(None)  # every hand open only after the end
    with pytest.raises(ValueError):
        scene.set_viewer(1)  # a bot's hand is a secret of a game in progress
    press(app, pygame.K_END)
    press(app, pygame.K_LEFT)
    click(app, scene.forward_button.rect.center)
    assert scene.k == 60
    hidden = scene.view.hands[1]
    assert hidden != match.state.hands[1]  # another seat's hand stays hidden
    click(app, scene.close_button.rect.center)
    assert app.top() is load
    assert path.read_bytes() == before and path.stat().st_mtime_ns == stamp
    assert len(saves.list_saves()) == 1  # no autosave of a replay either


def test_the_end_screen_opens_the_replay_and_comes_back(app):
    match = mixed("builders-2p")
    app.replace_scene("end", match, "")
    frames(app)
    end = app.top()
    click(app, end.replay.rect.center)
    scene = app.top()
    assert isinstance(scene, ReplayScene) and scene.timeline.over
    assert None in scene.choices and len(scene.choices) == 3  # each seat, and all open
    press(app, pygame.K_ESCAPE)
    assert app.top() is end and isinstance(end, EndScene)
    assert match.state.to_json() == scene.timeline.state(
        len(scene.timeline)).to_json()


def test_the_bar_jumps_but_not_through_an_open_menu(app):
    match = mixed("national-economy-4p")
    scene = app.push_scene("replay", match)
    frames(app)
    bar = BAR
    click(app, (bar.x + bar.w // 2, bar.centery))
    assert scene.k == round(len(match.moves) / 2)
    click(app, scene.round_menu.rect.center)  # open the round menu: its list covers the bar
    assert scene._menu_open()
    under_the_list = (scene.round_menu.rect.x + 40, bar.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=under_the_list, button=1))
    frames(app, 1)
    assert scene.k == round(len(match.moves) / 2)


def test_the_wheel_scrolls_the_log_and_zooms_the_table(app, monkeypatch):
    scene = app.push_scene("replay", mixed("ginkgopolis-draft-4p"))
    frames(app)
    check_wheel(app, scene, monkeypatch)


def _card_titles(game: str):
    """How each game's table titles a hand card's tooltip."""
    if game == "citadels":
        from desktop.views.citadels_table import _district_tip
        return lambda card: _district_tip(card)[0]
    if game == "ginkgopolis":
        from desktop.views import ginkgopolis_words
        return lambda card: ginkgopolis_words.card_tip(card)[0]
    if game == "national_economy":
        from desktop.views import national_economy_words
        return national_economy_words.title
    from desktop.views import boonlake_words
    return boonlake_words.name_of


@pytest.mark.parametrize("name", ["citadels-dark-city-5p", "ginkgopolis-draft-4p",
                                  "national-economy-3p-easy", "boonlake-3p"])
def test_every_hand_open_shows_every_players_cards_and_a_seat_sees_only_its_own(app, name):
    match = mixed(name)
    scene = app.push_scene("replay", match)
    scene.go(len(match.moves) // 2)
    state = scene.timeline.state(scene.k)
    hands = state.hand if hasattr(state, "hand") else state.hands
    title = _card_titles(match.rules.game_id)
    others = {title(card) for hand in hands[1:] for card in hand}
    assert others, "the middle of the game holds cards in the other hands"

    def shown() -> set[str]:
        frames(app)
        return {spot.title for spot in scene.table.hotspots}

    assert not others <= shown()  # seat 0's own view: the others' hands stay hidden
    choose(app, scene.viewer_menu, "open")
    assert scene.viewer is None
    every = {title(card) for hand in hands for card in hand}
    assert every <= shown()


def test_every_hand_open_names_who_holds_each_hidden_character(app):
    match = mixed("citadels-classic-4p")
    scene = app.push_scene("replay", match)
    timeline = scene.timeline
    k = next(k for k in range(len(timeline)) if timeline.state(k).phase == "turns"
             and any(owner >= 0 and not timeline.state(k).revealed[rank]
                     for rank, owner in enumerate(timeline.state(k).owner)))
    scene.go(k)
    state = timeline.state(k)
    rank = next(rank for rank, owner in enumerate(state.owner)
                if owner >= 0 and not state.revealed[rank])
    choose(app, scene.viewer_menu, "open")
    words, _, _ = scene.table._character_status(scene.view, rank, None)
    assert words == state.names[state.owner[rank]]
    picker = state.names[state.owner[rank]]
    assert f"{picker}'s view: You chose the" in "\n".join(scene.lines)  # the log says which


def test_every_hand_open_says_what_each_ginkgopolis_player_has_chosen(app):
    match = mixed("ginkgopolis-draft-4p")
    scene = app.push_scene("replay", match)
    timeline = scene.timeline
    k = next(k for k in range(len(timeline)) if timeline.state(k).phase == "choose"
             and any(c and c[0] >= 0 for c in timeline.state(k).chosen[1:]))
    scene.go(k)
    choose(app, scene.viewer_menu, "open")
    state = timeline.state(k)
    seat = next(s for s in range(1, state.n) if state.chosen[s] and state.chosen[s][0] >= 0)
    words, _ = scene.table._status(scene.view, seat, None)
    assert words == scene.table._chosen_words(state.chosen[seat], True)
    assert "has chosen" not in words


@pytest.mark.parametrize("name", ONE_PER_GAME)
def test_a_move_stepped_forward_flies_as_in_a_game_and_a_jump_does_not(app, name):
    app.settings.animation_speed = "normal"
    scene = app.push_scene("replay", mixed(name))
    frames(app)
    flown = 0
    for _ in range(40):  # a few moves one by one: most move something on the table
        press(app, pygame.K_RIGHT)
        flown += scene.motion.moving
        scene.motion.finish()
    assert flown >= 10
    click(app, scene.start_button.rect.center)  # a jump: nothing flies
    assert scene.k == 0 and not scene.motion.moving
