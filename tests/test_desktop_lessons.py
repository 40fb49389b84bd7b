"""Issue 43: Learn to play on screen. The title opens the lessons; a lesson is a game on the
real table where only the step's move is lit and any other click is explained, never made;
the coach goes on when read; where each lesson starts is kept, so a lesson begun can be
played again from its start and the next opens once reached."""

from __future__ import annotations

import pygame
from desktop_support import click

from desktop.coach import load_progress
from desktop.scenes.game import GameScene
from desktop.scenes.lessons import LessonsScene
from desktop.views.kit.places import HELD
from rules.core.actions import Action


def step_through(app, scene: GameScene, until) -> None:
    """The learner does what the coach asks (in free play, the first lit move) until
    `until()` holds."""
    c, coach = scene.controller, scene.coach
    for _ in range(3000):
        if until():
            return
        scene.motion.finish()
        scene.stops.clear()
        app.step(fps=0)
        if until():
            return
        if not c.my_turn() and not coach.walk.at_summary:
            continue
        if coach.reads(c.my_turn()):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                 unicode="\r"))
        elif c.my_turn() and scene.lit():
            scene._do(scene.lit()[0])
    raise AssertionError("the lesson never got there")


def open_first_lesson(app) -> GameScene:
    click(app, next(b for b, name in app.top().buttons.items()
                    if name == "Learn to play").rect.center)
    lessons = app.top()
    assert isinstance(lessons, LessonsScene)
    first = next(b for b, key in lessons.lessons.items() if key == ("citadels/main", 0))
    later = [b for b, (ident, n) in lessons.lessons.items() if ident == "citadels/main" and n]
    assert first.is_enabled and not any(b.is_enabled for b in later)  # not reached yet
    click(app, first.rect.center)
    scene = app.top()
    assert isinstance(scene, GameScene) and scene.coach is not None
    return scene


def test_only_the_steps_move_is_lit_and_another_click_is_explained(app):
    scene = open_first_lesson(app)
    c = scene.controller
    step_through(app, scene, lambda: c.my_turn() and not scene.coach.reads(True))
    assert scene.lit() == [Action("pick", (4,))]  # choose the King
    other = next(a for a in c.legal() if a.kind == "pick" and a.args != (4,))
    version = c.state.version
    scene._do(other)
    assert c.state.version == version and "coach" in scene.toast.message
    assert scene.table.picker.reason(other).id == HELD  # its hover text says so too
    assert not scene.undo_button.is_enabled
    scene._do(Action("pick", (4,)))
    assert c.state.version > version and scene.coach.walk.at_summary


def test_a_lesson_reached_opens_and_a_begun_one_starts_again_where_it_began(app):
    scene = open_first_lesson(app)
    coach = scene.coach
    step_through(app, scene, lambda: coach.walk.lesson == 2)
    step_through(app, scene, lambda: scene.controller.my_turn() and not coach.walk.at_summary)
    starts = load_progress()["citadels/main"]["starts"]
    assert len(starts) == 3 and starts[0] == [] and len(starts[1]) < len(starts[2])
    app.replace_scene("title")
    app.step(fps=0)
    app.push_scene("lessons")
    app.step(fps=0)
    lessons = app.top()
    second = next(b for b, key in lessons.lessons.items() if key == ("citadels/main", 1))
    opened = {n: b.is_enabled for b, (ident, n) in lessons.lessons.items()
              if ident == "citadels/main"}
    assert opened == {0: True, 1: True, 2: True, 3: False}  # the 3 begun, not the last
    click(app, second.rect.center)
    again = app.top()
    assert again.coach.walk.lesson == 1 and len(again.controller.match.moves) == len(starts[1])


def test_in_free_play_the_coach_comments_on_the_choice_with_the_hints_reasons(app):
    from desktop_support import until

    scene = open_first_lesson(app)
    c, coach = scene.controller, scene.coach
    step_through(app, scene, lambda: coach.free() and c.my_turn() and not scene._busy())
    until(app, lambda: c.current_hint() is not None, 600)
    hint = c.current_hint()
    other = next((a for a in scene.lit() if a != hint.suggestion), None)
    scene._do(other if other is not None else hint.suggestion)
    expected = "A strong player would rather" if other is not None else "A strong choice"
    assert coach.remark.startswith(expected) and "simulated games" in coach.remark  # why
    assert len(scene.lit()) > 1 or not c.my_turn()  # free play: every legal move is lit


def test_the_new_game_screen_suggests_the_lessons_of_a_game_new_to_the_player(app):
    app.settings.last_game = "citadels"
    app.push_scene("new_game")
    app.step(fps=0)
    screen = app.top()
    assert screen.learn.visible and screen._new_to_it()
    click(app, screen.learn.rect.center)
    scene = app.top()
    assert isinstance(scene, GameScene) and scene.coach.walk.lesson == 0


def test_every_steps_words_fit_the_coachs_panel_in_both_languages_and_text_sizes(app):
    """The coach's panel grows with its words up to TALLEST (the log keeps the rest): every
    step's words and every summary fit it, in English and Chinese, at 100 % and 150 %."""
    from desktop import i18n, ui
    from desktop.coach import TALLEST, Coach, needed_height
    from desktop.scenes.game import SIDE
    from rules.core.lessons import tutorials

    too_tall = []
    try:
        for language in ("en", "zh_Hant"):
            i18n.set_language(language)
            for size in (100, 150):
                ui.set_text_size(size)
                for ident, tutorial in tutorials().items():
                    for number, lesson in enumerate(tutorial.lessons):
                        coach = Coach.at(tutorial, number)
                        for step in range(len(lesson.steps) + 1):  # each step, the summary
                            coach.walk.step = step
                            height = needed_height(coach, True, SIDE.w)
                            if height > TALLEST:
                                too_tall.append((language, size, ident, lesson.key, step,
                                                 height))
    finally:
        i18n.set_language("en")
        ui.set_text_size(100)
    assert not too_tall, too_tall


def test_a_mode_button_standing_for_the_steps_place_is_marked_here(app):
    """Ginkgopolis's exploit step: once the card is clicked, "Play alone" (a view mode, the
    tile -1 of the play) is where the move goes on, so the coach marks it too."""
    app.start_lesson("ginkgopolis/main", 0)
    scene = app.top()
    c, coach = scene.controller, scene.coach
    step_through(app, scene, lambda: coach.walk.lesson == 2 and coach.walk.step == 2
                 and c.my_turn() and not scene._busy())
    (move,) = scene.lit()
    card = move.args[0]
    click(app, scene.table.place_rects[("hand", card)].center)
    alone = next(element for element, what in scene.action_buttons.items() if what == "alone")
    assert alone.rect in scene.suggested_rects(move)


def test_the_here_tag_leaves_a_name_over_the_marked_card_readable(app):
    """The tag sits on the frame's top right unless that covers more text (a player's
    name over a card in their panel) than another corner."""
    from desktop import ui
    from desktop.scenes.game import _least_covering

    surface = pygame.Surface((400, 300))
    surface.fill((30, 34, 50))
    card = pygame.Rect(100, 120, 160, 100)
    frame = card.inflate(10, 10)
    plain = _least_covering(surface, frame, (48, 20))
    assert plain.centery == frame.y and plain.right > card.centerx  # the top right
    ui.text(surface, "A player's long name", (frame.x, frame.y - 12), 18, ui.TEXT, bold=True)
    named = _least_covering(surface, frame, (48, 20))
    assert named.centery == frame.bottom  # off the name


def test_once_every_lesson_is_played_a_game_of_ones_own_against_easy_bots_is_offered(app):
    scene = open_first_lesson(app)
    app.step(fps=0)
    assert not scene.own_game_button.visible
    tutorial = scene.coach.tutorial
    scene.coach.walk.lesson = len(tutorial.lessons)  # the last summary was read
    app.step(fps=0)
    assert scene.own_game_button.visible and "every lesson" in scene.coach.words(True)
    click(app, scene.own_game_button.rect.center)
    game = app.top()
    assert isinstance(game, GameScene) and game is not scene and game.coach is None
    seats = game.controller.match.seats
    assert [seat.kind for seat in seats] == ["human"] + ["easy"] * (tutorial.players - 1)
    assert game.controller.match.seed != tutorial.seed  # a new deal, not the lesson's



def test_every_place_a_step_talks_about_is_on_its_table(app):
    """A step's `shows` names places its table draws (a zone's place, a move's place): the
    coach frames each while the step is shown, so a name no table draws would frame nothing."""
    from rules.core.lessons import tutorials

    missing, framed = [], 0
    for ident, tutorial in tutorials().items():
        app.start_lesson(ident, 0)
        for _ in range(3):
            app.step(fps=0)
        scene = app.top()
        table = scene.table
        first = tutorial.lessons[0].steps[0]
        assert len(scene.shown_rects()) == len(first.shows), ident  # framed at the start
        for lesson in tutorial.lessons:
            for step in lesson.steps:
                for key in step.shows:
                    framed += 1
                    if table.area_of(key) is None:
                        missing.append((ident, lesson.key, key))
    assert framed and not missing


def test_going_on_from_one_talk_to_the_next_draws_the_new_words(app):
    """An idle table draws no frame while nothing it shows changes: the coach's step is part
    of what it shows (two talks in a row light nothing different, and the mouse may rest)."""
    scene = open_first_lesson(app)
    app.step(fps=0)
    assert scene.coach.reads(True) and scene.coach.walk.step == 0
    before = scene.frame_key()
    scene._go_on()
    assert scene.coach.walk.step == 1 and scene.frame_key() != before


def test_the_lessons_screen_shows_how_far_each_tutorial_went_and_offers_a_game_after(app):
    from desktop.coach import save_progress

    save_progress({"citadels/main": {"starts": [[], []]},
                   "ginkgopolis/solo": {"starts": [[], []], "finished": True}})
    app.push_scene("lessons")
    app.step(fps=0)
    screen = app.top()
    names = {ident: button.text for button, ident in screen.choices.items()}
    assert names["citadels/main"] == "Citadels (2 of 4)"
    assert names["ginkgopolis/solo"].endswith("(done)")
    assert names["boonlake/main"] == "Boonlake"  # not begun
    labels = [button.text for button in screen.lessons]
    assert labels[0].endswith("(played)") and labels[1].endswith("(where you are)")
    assert screen.own_game is None  # not every lesson played
    solo = next(b for b, ident in screen.choices.items() if ident == "ginkgopolis/solo")
    click(app, solo.rect.center)
    screen = app.top()
    assert screen.own_game is not None and screen.own_game.visible
    click(app, screen.own_game.rect.center)
    game = app.top()
    assert isinstance(game, GameScene) and game.coach is None
    assert game.controller.match.game_id == "ginkgopolis" and len(game.controller.match.seats) == 1


def test_the_lessons_suggestion_stays_clear_of_a_long_rule_note(app):
    """Citadels for 3 in Chinese: the rulebook's 3-player note takes three lines; the line
    suggesting the lessons goes under them, not across the third."""
    from desktop import ui
    from desktop.scenes.new_game import OPTIONS_AREA

    app.apply_language("zh_Hant")
    app.settings.last_game = "citadels"
    app.push_scene("new_game")
    app.step(fps=0)
    screen = app.top()
    screen.players = 3
    note = screen.note()
    assert note is not None and screen._new_to_it()
    lines = ui.wrap(note[0], 17, 640, bold=True)[:4]
    assert len(lines) == 3

    def ink(words: str, size: int, bold: bool, pos: tuple[int, int], width: int) -> pygame.Rect:
        return ui.rendered(words, size, (255, 255, 255), bold, width).get_bounding_rect().move(pos)

    note_ink = [ink(line, 17, True, (OPTIONS_AREA.x, OPTIONS_AREA.bottom + 14 + 22 * i), 640)
                for i, line in enumerate(lines)]
    suggestion = ink(screen_words(screen), 16, False, (560, screen.suggestion_y(len(lines))), 700)
    assert not suggestion.collidelistall(note_ink)


def screen_words(screen) -> str:
    from desktop.i18n import tr
    return tr("New to {game}? Learn to play first: a guided game that explains why.",
              game=tr(screen.rules.title))


def test_the_coachs_comment_gives_chances_at_a_table_and_no_search_ranks_alone(app):
    """At a table the comment says how often each choice won the simulated games; alone the
    search ranks choices by average place, which would only puzzle a learner: the comment
    then says what each choice brings at once, in the game's terms."""
    from desktop.coach import Coach
    from rules.bots.hint import Choice, Hint
    from rules.core.lessons import tutorials
    from rules.core.message import msg

    take, build = Action("take", ()), Action("build", (1,))
    gain = msg("Right away: {changes}.", changes="+$6")

    def hint(reason_params):
        return Hint(take, (
            Choice(take, "Take.", msg("wins about {pct}%", **reason_params(40)), gain),
            Choice(build, "Build.", msg("wins about {pct}%", **reason_params(25)))), 100)

    def remark(ident, chosen, reason_params):
        coach = Coach.at(tutorials()[ident], 0)
        coach.free = lambda: True
        coach.comment(chosen, hint(reason_params), lambda choice: choice.advice)
        return coach.remark

    at_table = remark("citadels/main", build, lambda pct: {"pct": pct})
    assert "40%" in at_table and "25%" in at_table and "+$6" in at_table
    alone = remark("national_economy/solo", take, lambda pct: {"pct": pct, "n": 38})
    assert alone == "A strong choice. Right away: +$6." and "%" not in alone
    assert remark("national_economy/solo", build, lambda pct: {"pct": pct}).startswith(
        "A strong player would rather: Take.")
