"""Bot seeds give nothing away (issue #28): they are keyed hashes, the same derivation in the
arena and the desktop, and the arena stays reproducible."""

from __future__ import annotations

from rules import arena
from rules.arena import ArenaConfig, run
from rules.bots.seeds import bot_seed, key_for, new_key
from rules.core import registry
from rules.core.rng import Rng

MASK32 = 0xFFFFFFFF


def _old_inverse(seed: int, version: int, seat: int) -> int:
    """What a bot could do with the old derivation: recover the match seed (mod 2**32)."""
    return ((seed - version * 31 - seat) * pow(1_000_003, -1, 1 << 32)) & MASK32


def test_the_old_arithmetic_seed_could_be_inverted_the_new_one_cannot():
    match_seed, version, seat = 123_456, 40, 2
    old = (match_seed * 1_000_003 + version * 31 + seat) & MASK32
    assert _old_inverse(old, version, seat) == match_seed
    key = new_key()
    new = bot_seed(key, version, seat)
    assert _old_inverse(new & MASK32, version, seat) != match_seed
    arena_key = key_for(match_seed)
    assert match_seed not in (bot_seed(arena_key, s) for s in range(7))


def test_seeds_of_neighbouring_requests_look_unrelated():
    key = key_for(7)
    seeds = [bot_seed(key, version, 0) for version in range(200)]
    assert len(set(seeds)) == 200
    steps = {(b - a) % (1 << 64) for a, b in zip(seeds, seeds[1:], strict=False)}
    assert len(steps) == 199  # no constant (or repeating) difference to exploit
    ones = sum(bin(s).count("1") for s in seeds) / (64 * len(seeds))
    assert 0.45 < ones < 0.55


def test_the_key_decides_and_the_same_key_repeats():
    assert bot_seed(key_for(1), 5, 1) == bot_seed(key_for(1), 5, 1)
    assert bot_seed(key_for(1), 5, 1) != bot_seed(key_for(2), 5, 1)
    assert bot_seed(key_for(1), 5, 1) != bot_seed(key_for(1), 1, 5)
    assert new_key() != new_key()


def test_the_arena_deals_as_before_and_seeds_bots_by_the_keyed_hash(monkeypatch):
    rules = registry.get("citadels")
    made, dealt = [], []

    def spy_make_bot(rules_, seat, level, seed, overrides=None):
        made.append(seed)
        return real_make_bot(rules_, seat, level, seed, overrides)

    class Spy:
        def new_game(self, seats, options, seed):
            dealt.append(seed)
            return rules.new_game(seats, options, seed)

        def __getattr__(self, name):
            return getattr(rules, name)

    real_make_bot = arena.make_bot
    monkeypatch.setattr(arena, "make_bot", spy_make_bot)
    config = ArenaConfig("citadels", ("random", "random", "random"), games=2, seed=9,
                         reproducible=True)
    run(config, rules=Spy())
    game_seeds = arena.game_seeds(9, 2)
    assert dealt == [Rng(s).u64() for s in game_seeds]  # the deals are unchanged
    assert made == [bot_seed(key_for(g), seat) for g in game_seeds for seat in range(3)]


def test_a_reproducible_arena_run_repeats_exactly():
    def outcome():
        config = ArenaConfig("citadels", ("easy", "random", "random"), games=3, seed=4,
                             reproducible=True)
        summary = run(config)
        return [(s["level"], s["wins"], s["mean_score"]) for s in summary["seats"]], \
            summary["actions"]

    assert outcome() == outcome()


class _Recorder:
    """A bot worker that records each request's (seed, version, seat) and answers the first
    legal action."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, int, int]] = []
        self.answers: list = []

    def submit(self, request_id, game_id, seat, level, view_json, legal, seed, overrides=None):
        from rules.core.actions import Action

        self.sent.append((seed, view_json["version"], seat))
        self.answers.append((request_id, Action.from_json(legal[0])))

    def poll(self):
        answers, self.answers = self.answers, []
        return answers

    def cancel(self) -> None:
        self.answers = []

    def reset(self) -> None:
        self.answers = []


def test_the_desktop_sends_keyed_seeds_that_hide_the_match_seed():
    from desktop.controller import GameController
    from rules.core import Seat
    from rules.core.match import Match

    match_seed = 4242
    match = Match.start("citadels", [Seat(f"Bot {i}", "random") for i in range(4)], None,
                        match_seed)
    worker = _Recorder()
    controller = GameController(match, "2026-11-23T08:00:00Z", worker, bot_delay=0,
                                autosave=False)
    for _ in range(60):
        controller.update(1.0)
    assert len(worker.sent) >= 20
    for seed, version, seat in worker.sent:
        assert seed == bot_seed(controller.bot_key, version, seat)
        assert seed != (match_seed * 1_000_003 + version * 31 + seat) & MASK32
        assert _old_inverse(seed & MASK32, version, seat) != match_seed
    other = GameController(match, "2026-11-23T08:00:00Z", _Recorder(), autosave=False)
    assert other.bot_key != controller.bot_key  # a key of its own for every match on screen
