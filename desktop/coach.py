"""The coach of a guided first game (issue 43): beside the table it says what is happening
and why (the tutorial's steps, rules/core/lessons.py), lights only the step's move, and
keeps where the learner is, so a lesson can be left and taken up again or played again.

Progress is `lessons.json` in the user data directory: per game, the lessons begun, each with
the moves of the game at its start (the tutorial's deal replays them: the bots' answers are
kept, not asked again). A broken file is left as it is and read as no progress.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from desktop import ui
from desktop.i18n import say, tr
from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.core.lessons import Tutorial, Walk
from rules.core.match import Match
from rules.core.message import Msg
from saves.atomic import write_atomic
from saves.errors import SaveError
from saves.paths import data_dir
from saves.reading import parse_json, read_bounded

LOG = logging.getLogger("desktop.coach")
FILE_NAME = "lessons.json"
LIMIT = 4 * 1024 * 1024


def progress_path() -> Path:
    return data_dir() / FILE_NAME


def load_progress() -> dict[str, Any]:
    """{tutorial (`Tutorial.ident`): {"starts": [the moves at each begun lesson's start],
    "finished": bool}}."""
    path = progress_path()
    if not path.exists():
        return {}
    try:
        data = parse_json(read_bounded(path, LIMIT))
    except SaveError as error:
        LOG.warning("could not read %s (%s); no lesson taken yet", path, error.message)
        return {}
    return data if isinstance(data, dict) else {}


def save_progress(progress: dict[str, Any]) -> None:
    try:
        write_atomic(progress_path(), json.dumps(progress, indent=1).encode("utf-8"))
    except OSError as error:
        LOG.warning("could not keep the lessons' progress: %s", error)


def reached(ident: str) -> tuple[int, bool]:
    """How many lessons of the tutorial were begun, and whether the last was finished."""
    entry = load_progress().get(ident, {})
    starts = entry.get("starts", []) if isinstance(entry, dict) else []
    return len(starts) if isinstance(starts, list) else 0, bool(entry.get("finished"))


def seats_of(tutorial: Tutorial) -> list[Seat]:
    """The learner, then the tutorial's bots (its easy level)."""
    return [Seat(tr("Player"), "human")] + [
        Seat(tr("Bot {n}", n=n), tutorial.bots) for n in range(1, tutorial.players)]


def tutorial_match(tutorial: Tutorial, lesson: int) -> Match:
    """The tutorial's game at the start of `lesson`: its deal and the moves kept when the
    learner began that lesson (the deal alone for the first lesson, or when the kept moves no
    longer replay: a lesson kept by an older version)."""
    seats = seats_of(tutorial)
    rules = registry.get(tutorial.game_id)
    options = rules.make_options(tutorial.options)
    starts = load_progress().get(tutorial.ident, {}).get("starts", [])
    match = Match.start(tutorial.game_id, seats, options, tutorial.seed)
    try:
        for seat, action in starts[lesson] if 0 < lesson < len(starts) else []:
            match.play(seat, Action.from_json(action))
    except Exception:
        LOG.warning("the kept start of lesson %d of %s no longer replays", lesson + 1,
                    tutorial.ident)
        return Match.start(tutorial.game_id, seats, options, tutorial.seed)
    return match


@dataclass
class Coach:
    """The tutorial's steps beside one game table."""
    tutorial: Tutorial
    walk: Walk
    remark: str = ""  # in free play, what the coach said of the learner's last choice
    kept: set = field(default_factory=set)  # the lessons whose start is kept (or was)
    broken: set = field(default_factory=set)  # the steps whose move was not legal (said once)

    @staticmethod
    def at(tutorial: Tutorial, lesson: int) -> Coach:
        return Coach(tutorial, Walk(tutorial, lesson))

    # ----- what the table may do -----------------------------------------------------------
    def lit(self, view: Any, legal: list[Action], deciding: bool) -> list[Action]:
        """The learner's moves lit now: the step's, when the learner decides."""
        if not deciding:
            return legal
        lit = self.walk.lit(view, legal)
        if lit is None:  # the lesson cannot go on as written: the learner plays freely
            where = (self.walk.lesson, self.walk.step)
            if where not in self.broken:
                self.broken.add(where)
                LOG.warning("lesson %s, step %d: its move is not legal",
                            self.walk.current.key, self.walk.step)
            return legal
        return lit

    def free(self) -> bool:
        step = self.walk.shown()
        return step is not None and step.free

    def comment(self, chosen: Action, hint: Any, words: Any) -> None:
        """In free play, the learner's choice beside the hint's (`words` says a hint's
        choice): why it is strong, or what a strong player would rather do, and why: how
        often each won the simulated games (a game of several players: alone, the search's
        ranks would only puzzle), and what each changes at once in the game's own terms
        (`Choice.detail`), where the game says."""
        if hint is None or not self.free():
            self.remark = ""
            return
        best = hint.choices[0]
        mine = next((choice for choice in hint.choices if choice.action == chosen), None)
        chances = self._chance(best), self._chance(mine) if mine is not None else None
        if chosen == hint.suggestion:
            said = tr("A strong choice.") if chances[0] is None else \
                tr("A strong choice: {why}.", why=tr(
                    "it won about {pct}% of the simulated games", pct=chances[0]))
            self.remark = _then(said, best.detail)
            return
        if None not in chances:
            said = tr("A strong player would rather: {move} It won about {best}% of the "
                      "simulated games; yours about {mine}%.", move=words(best),
                      best=chances[0], mine=chances[1])
        elif chances[0] is not None:  # the learner's choice was not among those searched
            said = tr("A strong player would rather: {move} ({why})", move=words(best),
                      why=tr("it won about {pct}% of the simulated games", pct=chances[0]))
        else:
            said = tr("A strong player would rather: {move}", move=words(best))
        said = _then(said, best.detail)
        if mine is not None and mine.detail:
            said = _then(said, tr("Yours: {why}", why=say(mine.detail)))
        self.remark = said

    def _chance(self, choice: Any) -> int | None:
        """How often (per cent) a hint's choice won the simulated games, when its reason
        says so (a game of several players; alone, the number is a solo result)."""
        if self.tutorial.players == 1 or not isinstance(choice.reason, Msg):
            return None
        return dict(choice.reason.params).get("pct")

    def holds(self) -> bool:
        """The bots wait while a summary is read."""
        return self.walk.at_summary

    # ----- the walk ------------------------------------------------------------------------
    def decide(self, state: Any, match: Match) -> None:
        """The learner is to decide (free play may be over; a new lesson's start is kept)."""
        self.walk.decide(state)
        self.keep_start(match)

    def keep_start(self, match: Match) -> None:
        """The first time a lesson is shown, the game's moves so far are kept as its start."""
        if self.walk.done or self.walk.step or self.walk.at_summary \
                or self.walk.lesson in self.kept:
            return
        self.kept.add(self.walk.lesson)
        progress = load_progress()
        entry = progress.setdefault(self.tutorial.ident, {"starts": []})
        starts = entry.setdefault("starts", [])
        if len(starts) == self.walk.lesson:
            starts.append([move.to_json() for move in match.moves])
            save_progress(progress)

    def go_on(self) -> None:
        if self.walk.at_summary:
            self.remark = ""  # a comment belongs to its lesson's free play
        self.walk.go_on()
        if self.walk.done:
            progress = load_progress()
            progress.setdefault(self.tutorial.ident, {"starts": []})["finished"] = True
            save_progress(progress)

    def played(self) -> None:
        self.walk.played()

    # ----- words ---------------------------------------------------------------------------
    def heading(self) -> str:
        if self.walk.done:
            return tr("Lessons finished")
        return tr("Lesson {n} of {total}: {title}", n=self.walk.lesson + 1,
                  total=len(self.tutorial.lessons), title=tr(self.walk.current.title))

    def words(self, deciding: bool) -> str:
        if self.walk.done:
            return tr("You have played every lesson. Play on to the end of this game, or "
                      "start a game of your own against the same easy bots, with a new "
                      "deal.")
        if self.walk.at_summary:
            return say(self.walk.current.summary)
        if not deciding:
            return tr("The others are playing: watch the table and the log.")
        return say(self.walk.shown().words)

    def reads(self, deciding: bool) -> bool:
        """Words the learner reads and then goes on from (a talk, a summary)."""
        return self.walk.at_summary or (deciding and self.walk.talking())


def _then(said: str, more: Any) -> str:
    """A sentence, then another (a message or words), if any."""
    if not more:
        return said
    return tr("{said} {more}", said=said, more=more if isinstance(more, str) else say(more))


SHOWN = pygame.Color("#7cc4f0")  # the frame of what the words talk about (not a move)
PANEL_STEP = 22  # between the lines of the coach's words, at 100 %
BUTTON_ROOM = 52  # under the words: the Go on button
SHORTEST, TALLEST = 290, 440  # the panel's height; the log has the rest of its column


def _lines(coach: Coach, deciding: bool, width: int) -> list[tuple[str, int, pygame.Color,
                                                                   bool]]:
    """The panel's lines under its heading: (words, size, colour, bold)."""
    lines = [(tr("Summary"), 16, ui.GOOD, True)] if coach.walk.at_summary else []
    lines += [(line, 16, ui.TEXT, False) for line in ui.wrap(coach.words(deciding), 16, width)]
    if coach.remark and coach.free():
        lines += [("", 15, ui.HIGHLIGHT, False)]  # half a line's gap before the remark
        lines += [(line, 15, ui.HIGHLIGHT, False) for line in ui.wrap(coach.remark, 15, width)]
    return lines


def needed_height(coach: Coach, deciding: bool, width: int) -> int:
    """How tall the panel must be for its words (heading, lines, the button's room)."""
    return 10 + ui.grown(28) + len(_lines(coach, deciding, width - 28)) * ui.grown(PANEL_STEP) \
        + BUTTON_ROOM


def panel_rect(column: pygame.Rect, coach: Coach, deciding: bool) -> pygame.Rect:
    """The coach's panel at the top of the log's column: as tall as its words need, within
    SHORTEST and TALLEST (larger text takes more of the log's room)."""
    height = max(SHORTEST, min(TALLEST, needed_height(coach, deciding, column.w)))
    return pygame.Rect(column.x, column.y, column.w, height)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, coach: Coach, deciding: bool
               ) -> None:
    """The coach's panel: the lesson, then its words (the button to go on is the scene's);
    lines that would reach the button's room are left out (a test holds the steps' words
    to the tallest panel)."""
    ui.panel(surface, rect, pygame.Color("#1b2236"), ui.ACCENT, width=2, radius=12)
    ui.text(surface, coach.heading(), (rect.x + 14, rect.y + 10), 16, ui.ACCENT, bold=True,
            max_width=rect.w - 28)
    step = ui.grown(PANEL_STEP)
    y = rect.y + 10 + ui.grown(28)
    for words, size, colour, bold in _lines(coach, deciding, rect.w - 28):
        if y + step > rect.bottom - BUTTON_ROOM + 8:
            break
        if words:
            ui.text(surface, words, (rect.x + 14, y), size, colour, bold=bold)
        y += step // 2 if not words else step
