"""The table's sounds (desktop/audio.py, issue 42): the shipped files, which sound a move makes
(from its zones' flows, for every game alike), the volume and mute, no failure without a device
or a file, the hooks in the controller, the settings and their screen, and whole games heard on
the dummy audio driver. No test times anything: the rate limit runs on a fake clock."""

from __future__ import annotations

import json
import random
import sys
import wave
from pathlib import Path
from types import SimpleNamespace

import pygame
import pygame_gui
import pytest
from desktop_support import running_app, start, until

from desktop import audio
from desktop.audio import MOVE_GAP, NAMES, Audio, flows_sound, move_sound
from desktop.scenes.end import EndScene
from desktop.scenes.settings_scene import SettingsScene
from desktop.settings import Settings, load_settings, save_settings, settings_path
from rules.core import Action, Seat, registry
from rules.core.zones import Flow, Zone, Zones
from sprites import SOUND_DIR

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("citadels", "ginkgopolis", "national_economy", "builders", "boonlake")


# ----- the files ---------------------------------------------------------------------------
def _frames(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        data = wav.readframes(params.nframes)
    return params, [int.from_bytes(data[i:i + 2], "little", signed=True)
                    for i in range(0, len(data), 2)]


@pytest.mark.parametrize("name", NAMES)
def test_every_sound_is_a_short_quiet_small_mono_wav(name):
    path = SOUND_DIR / f"{name}.wav"
    params, samples = _frames(path)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 0.05 <= params.nframes / params.framerate <= 0.6
    assert path.stat().st_size < 32 * 1024
    peak = max(abs(x) for x in samples)
    assert 0.2 * 32767 < peak < 0.55 * 32767  # heard, and quiet
    assert abs(samples[0]) < 1000 and abs(samples[-1]) < 200  # no click at either end


def test_the_script_makes_the_shipped_sounds_again(tmp_path):
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    assert sorted(p.stem for p in tmp_path.iterdir()) == sorted(NAMES)
    for name in NAMES:
        made, shipped = _frames(tmp_path / f"{name}.wav"), _frames(SOUND_DIR / f"{name}.wav")
        assert made[0] == shipped[0]
        # the same numbers; a last bit may round otherwise with another maths library
        assert max(abs(a - b) for a, b in zip(made[1], shipped[1], strict=True)) <= 1, name


def test_the_sounds_are_package_data_the_bundle_carries():
    from bundle import layout

    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"**/*.wav"' in pyproject.split("[tool.setuptools.package-data]")[1]
    assert {f"sprites/sounds/{name}.wav" for name in NAMES} <= set(layout.package_data_files())


# ----- which sound a move makes --------------------------------------------------------------
def _first_move(game: str, kind: str, players: int = 3, seed: int = 1):
    """The positions before and after the first move of `kind` in a random game."""
    rules = registry.get(game)
    state = rules.new_game([Seat(f"B{i}", "random") for i in range(players)], None, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        assert not rules.is_over(state), f"no {kind} move"
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        chosen = [a for a in legal if a.kind == kind]
        action = chosen[0] if chosen else rng.choice(legal)
        before = state.clone()
        rules.apply_unchecked(state, seat, action)
        if chosen:
            return rules, before, state
    raise AssertionError(f"no {kind} move")


@pytest.mark.parametrize(("game", "kind", "sound"), [
    ("citadels", "build", "building"),  # a district from the hand into the city
    ("citadels", "gold", "coin"),  # gold from the bank
    ("citadels", "draw", "card"),  # cards from the deck
    ("citadels", "pick", "card"),  # a character card
    ("national_economy", "place", "worker"),
    ("boonlake", "sail", "ship"),
    ("builders", "coins", "coin"),
])
def test_a_moves_sound_is_chosen_from_the_looks_of_what_it_moved(game, kind, sound):
    rules, before, after = _first_move(game, kind)
    assert move_sound(rules, rules.zones.flows(before, after)) == sound


def test_a_move_that_moved_nothing_is_silent():
    rules, before, _ = _first_move("citadels", "build")
    assert move_sound(rules, rules.zones.flows(before, before.clone())) is None
    assert move_sound(SimpleNamespace(), []) is None  # a game without zones


def test_the_most_telling_look_sounds_each_flow_as_it_looks_where_it_lands():
    zones = Zones(
        Zone("card", "deck", lambda s: []), Zone("card", "hand", lambda s, i: [], per_seat=True),
        Zone("card", "city", lambda s, i: [], per_seat=True, lands="building"),
        Zone("gold", "purse", lambda s, i: 0, per_seat=True, counted=True, look="coin"),
        Zone("gold", "bank", lambda s: 0, counted=True, look="coin"),
        Zone("meeple", "spot", lambda s, i: [], each=lambda s: [], look="worker"),
        Zone("crown", "crown", lambda s, i: 0, per_seat=True, counted=True, look="token"))
    draw = Flow("card", ("deck",), ("hand", 0), 5)
    pay = Flow("gold", ("purse", 0), ("bank",), None, 2, True)
    income = Flow("gold", ("bank",), ("purse", 0), None, 2, True)
    build = Flow("card", ("hand", 0), ("city", 0), 5)
    place = Flow("meeple", None, ("spot", 3))
    crown = Flow("crown", ("crown", 1), ("crown", 0), None, 1, True)
    assert flows_sound(zones, []) is None
    assert flows_sound(zones, [crown]) == "token"
    assert flows_sound(zones, [income, crown]) == "coin"
    assert flows_sound(zones, [draw, income]) == "card"
    assert flows_sound(zones, [place, draw]) == "worker"
    assert flows_sound(zones, [build, pay]) == "building"  # a card put into a city
    assert flows_sound(zones, [Flow("card", ("city", 0), ("hand", 0), 5)]) == "card"


# ----- playing -------------------------------------------------------------------------------
class FakeSound:
    def __init__(self, path: str) -> None:
        self.name = Path(path).stem
        self.volume = None
        self.plays = 0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.plays += 1


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def fake_mixer(monkeypatch):
    """A mixer that records instead of sounding; `started` counts its starts."""
    started = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: bool(started))
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: started.append(kw))
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    monkeypatch.setattr(audio, "_no_device_here", lambda: False)
    return started


def _audio(settings: Settings, clock=None, folder: Path = SOUND_DIR) -> Audio:
    return Audio(lambda: settings, folder, clock or Clock())


@pytest.mark.parametrize("settings", [Settings(muted=True), Settings(volume=0),
                                      Settings(muted=True, volume=100)])
def test_muted_or_volume_zero_plays_nothing_and_starts_no_mixer(fake_mixer, settings):
    sounds = _audio(settings)
    assert not sounds.on
    assert not any(sounds.play(name) for name in NAMES)
    assert fake_mixer == [] and sounds.sounds == {} and not sounds.played


def test_a_sound_plays_at_the_settings_volume_read_at_each_sound(fake_mixer):
    settings = Settings(volume=40)
    sounds = Audio(lambda: settings, SOUND_DIR, Clock())
    assert sounds.on and sounds.play("coin")
    assert sounds.sounds["coin"].volume == pytest.approx(0.4)
    settings = Settings(volume=90)
    sounds.clock.now += 1
    assert sounds.play("coin") and sounds.sounds["coin"].volume == pytest.approx(0.9)
    settings = Settings(volume=90, muted=True)
    sounds.clock.now += 1
    assert not sounds.play("coin") and sounds.sounds["coin"].plays == 2
    assert len(fake_mixer) == 1  # started once, at the first sound


def test_bot_moves_in_a_burst_make_one_sound_not_a_pile(fake_mixer):
    clock = Clock()
    sounds = _audio(Settings(), clock)
    assert sounds.play("card", move=True)
    assert not sounds.play("coin", move=True)  # the same instant: dropped
    assert not sounds.play("building", move=True)
    assert sounds.play("turn")  # a cue is not a move: it still sounds
    assert not sounds.play("turn")  # but not twice at once
    clock.now += MOVE_GAP
    assert sounds.play("building", move=True)
    assert sounds.played == {"card": 1, "turn": 1, "building": 1}


def test_no_device_means_silence_without_an_error(monkeypatch):
    def no_device(**kw):
        raise pygame.error("No available audio device")

    tries = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: tries.append(1) or no_device())
    monkeypatch.setattr(audio, "_no_device_here", lambda: False)
    sounds = _audio(Settings())
    assert not sounds.play("card") and not sounds.play("coin")
    assert tries == [1] and not sounds.on  # tried once, never again


def test_a_machine_known_to_have_no_device_does_not_even_try(monkeypatch):
    monkeypatch.setattr(audio, "_no_device_here", lambda: True)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kw: pytest.fail("tried the mixer"))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    assert not _audio(Settings()).play("turn")


def test_no_device_here_only_on_linux_without_a_driver_or_a_sound_server(monkeypatch,
                                                                          tmp_path):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert not audio._no_device_here()
    monkeypatch.delenv("SDL_AUDIODRIVER")
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    (tmp_path / "pulse").mkdir()
    (tmp_path / "pulse" / "native").touch()  # a sound server's socket
    assert not audio._no_device_here()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "none"))
    monkeypatch.setenv("PULSE_SERVER", "unix:/mnt/wslg/PulseServer")
    assert not audio._no_device_here()
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delenv("SDL_AUDIODRIVER")
    assert not audio._no_device_here()


def test_a_missing_or_broken_file_stays_silent(fake_mixer, tmp_path, monkeypatch):
    (tmp_path / "coin.wav").write_bytes(b"RIFF not a wave")

    def load(path: str):
        if not Path(path).is_file() or Path(path).read_bytes().startswith(b"RIFF not"):
            raise pygame.error("Unable to open file")
        return FakeSound(path)

    monkeypatch.setattr(pygame.mixer, "Sound", load)
    sounds = _audio(Settings(), folder=tmp_path)
    assert not sounds.play("card") and not sounds.play("coin")
    assert sounds.sounds == {"card": None, "coin": None}


def test_the_real_mixer_on_the_dummy_driver_plays_every_sound():
    try:
        sounds = _audio(Settings())
        for name in NAMES:
            sounds.clock.now += 1
            assert sounds.play(name), name
        assert sounds.mixer is True
        sounds.close()
    finally:
        pygame.mixer.quit()


# ----- the hooks in the controller -------------------------------------------------------------
class Recorder:
    on = True

    def __init__(self) -> None:
        self.heard: list[str] = []

    def play(self, name: str, move: bool = False) -> bool:
        self.heard.append(name)
        return True


def test_a_refused_click_sounds_and_a_move_makes_its_sound(app):
    scene = start(app, ["human", "easy", "easy"])
    c = scene.controller
    c.audio = heard = Recorder()
    assert c.try_action(Action("no such move")) is not None
    assert heard.heard == ["illegal"]
    until(app, c.my_turn)
    heard.heard.clear()
    legal = c.legal()
    assert c.try_action(legal[0]) is None
    assert heard.heard and heard.heard[0] in NAMES and "illegal" not in heard.heard


def test_a_bots_move_that_hands_over_to_the_human_chimes_their_turn(app):
    scene = start(app, ["easy", "human", "easy"], seed=3)
    c = scene.controller
    c.audio = heard = Recorder()
    until(app, c.my_turn, frames=2000)
    assert heard.heard[-1] == "turn"
    assert heard.heard.count("turn") == 1


def test_a_muted_table_works_out_no_flows(app, monkeypatch):
    app.settings = Settings(muted=True, bot_speed="instant", animation_speed="off")
    scene = start(app, ["easy", "easy", "easy"])
    monkeypatch.setattr("desktop.controller.move_sound",
                        lambda *a: pytest.fail("flows worked out while muted"))
    for _ in range(30):
        app.step(fps=0)
    assert len(scene.controller.match.moves) > 0 and not app.audio.played


# ----- settings --------------------------------------------------------------------------------
def test_volume_and_mute_are_remembered():
    save_settings(Settings(volume=35, muted=True))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["volume"] == 35
    assert load_settings() == Settings(volume=35, muted=True)


def test_an_older_settings_file_without_them_loads_with_sound_on():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"bot_speed": "fast", "hints": False}))
    loaded = load_settings()
    assert (loaded.bot_speed, loaded.hints, loaded.volume, loaded.muted) == \
        ("fast", False, 70, False)


@pytest.mark.parametrize("bad", [{"volume": 150}, {"volume": -1}, {"volume": True},
                                 {"volume": "loud"}, {"volume": 50.5}, {"muted": "yes"}])
def test_a_bad_volume_or_mute_keeps_its_default(bad):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps(bad))
    assert load_settings() == Settings()


def test_the_settings_screen_sets_the_volume_and_the_mute_and_remembers_them(app, tmp_path):
    app.push_scene("settings")
    scene = app.top()
    assert isinstance(scene, SettingsScene)
    app.step(fps=0)
    menu = next(m for m, key in scene.menus.items() if key == "sound")
    assert menu.selected_option[1] == "on" and scene.volume.get_current_value() == 70
    scene.handle_event(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                                          ui_element=scene.volume, value=25))
    assert app.settings.volume == 25 and load_settings().volume == 25
    assert scene.volume_shown.text == "25"
    menu.selected_option = ("off", "off")
    scene.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                          ui_element=menu))
    assert app.settings.muted and load_settings().muted and load_settings().volume == 25
    app.step(fps=0)
    app.screenshot(tmp_path / "settings.png")
    assert (tmp_path / "settings.png").stat().st_size > 0
    app.pop()
    app.push_scene("settings")  # shown again as chosen
    again = app.top()
    app.step(fps=0)
    assert next(m for m, key in again.menus.items() if key == "sound").selected_option[1] \
        == "off"
    assert again.volume.get_current_value() == 25


# ----- whole games heard -------------------------------------------------------------------------
def _demo(players: int) -> list[Seat]:
    return [Seat(f"Bot {i + 1}", "easy") for i in range(players)]


@pytest.mark.parametrize("game", GAMES)
def test_every_games_demo_sounds_on_the_dummy_driver(game):
    """The opening moves of a bots' game with sound on, heard through the dummy driver."""
    with running_app(autosave=False) as app:
        app.start_match(game, _demo(2), None, 3)
        until(app, lambda: sum(app.audio.played.values()) >= 3, frames=400)
        assert app.audio.mixer is True and set(app.audio.played) <= set(NAMES)


@pytest.mark.slow  # five whole games on screen
@pytest.mark.parametrize("game", GAMES)
def test_every_games_whole_demo_runs_with_sound_on(game):
    with running_app(autosave=False) as app:
        app.start_match(game, _demo(3), None, 5)
        until(app, lambda: isinstance(app.top(), EndScene), frames=40000)
        assert app.audio.mixer is True and app.audio.played["scoring"] >= 1
        assert len(app.audio.played) >= 3  # more than one kind of move heard
