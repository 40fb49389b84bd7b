"""The Builders: Antiquity, learned (rules/core/lessons.py).

The game: two players from a fixed deal in which the learner starts, holds an apprentice that
completes the House alone, and sees a machine (the Scaffolding) and a master who completes it.
The lessons: buildings and workers, actions and their price, machines, coins and loans, the
investments (prisoners, tools, universities), then the end at 17 points, played with the coach
beside. The solo challenge: the same rules alone, against the turn count.
"""

from __future__ import annotations

from typing import Any

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.core.actions import Action
from rules.core.lessons import LEARNER, Lesson, Step, Tutorial, kind, round_over
from rules.core.message import N_, msg

Legal = list[Action]


# ----- what the position holds --------------------------------------------------------------
def _covers(made: list[int] | tuple[int, ...], needs: tuple[int, ...] | list[int]) -> bool:
    return all(have >= need for have, need in zip(made, needs, strict=True))


def _summed(rows: Any) -> list[int]:
    """Resource by resource, the sum of `rows` (each one amount per resource)."""
    total = [0, 0, 0, 0]
    for row in rows:
        for r, amount in enumerate(row):
            total[r] += amount
    return total


def _crew_total(view: Any) -> list[int]:
    """What the learner's whole crew (on no site) would bring to one building."""
    return _summed(engine.production(view, unit) for unit in view.crew[LEARNER])


def _size(building: int) -> int:
    return sum(cat.building(building).needs)


def _cheapest_open(legal: Legal) -> Action | None:
    opens = [a for a in legal if a.kind == "open"]
    return min(opens, key=lambda a: (_size(a.args[0]), a.args[0]), default=None)


def open_for_one(view: Any, legal: Legal) -> Action | None:
    """A building one worker of the crew completes alone (the most coins and points), else the
    smallest building."""
    alone = [a for a in legal if a.kind == "open" and any(
        _covers(engine.production(view, unit), cat.building(a.args[0]).needs)
        for unit in view.crew[LEARNER])]
    best = max(alone, key=lambda a: (cat.building(a.args[0]).points,
                                     cat.building(a.args[0]).coins, -a.args[0]), default=None)
    return best or _cheapest_open(legal)


def open_machine(view: Any, legal: Legal) -> Action | None:
    """A machine of the row (the smallest), else the smallest building."""
    machines = [a for a in legal if a.kind == "open" and cat.is_machine(a.args[0])]
    return min(machines, key=lambda a: (_size(a.args[0]), a.args[0]), default=None) \
        or _cheapest_open(legal)


def open_for_crew(view: Any, legal: Legal) -> Action | None:
    """A building where a machine of the crew helps, first; among those, the one worth the
    most points that the crew on no site could complete all together, else the smallest."""
    made = _crew_total(view)
    helped = [r for unit in view.crew[LEARNER] if cat.is_machine(unit)
              for r, amount in enumerate(engine.production(view, unit)) if amount]

    def worth(a: Action) -> tuple[int, ...]:
        b = cat.building(a.args[0])
        helps = any(b.needs[r] for r in helped)
        if not _covers(made, b.needs):  # beyond the crew: the smallest
            return (helps, 0, -_size(a.args[0]), -a.args[0])
        return (helps, 1, b.points, -a.args[0])

    opens = [a for a in legal if a.kind == "open" and not cat.is_machine(a.args[0])]
    return max(opens, key=worth, default=None) or _cheapest_open(legal)


def _completes(view: Any, action: Action) -> bool:
    unit, building, tool = action.args
    site = view.site(LEARNER, building)
    made = engine.site_production(view, site)
    brought = engine.production(view, unit, tool)
    return _covers([a + b for a, b in zip(made, brought, strict=True)],
                   cat.building(building).needs)


def _cheapest_send(view: Any, sends: Legal) -> Action | None:
    return min(sends, key=lambda a: (engine.send_cost(view, a.args[0]), a.args), default=None)


def send_completing(view: Any, legal: Legal) -> Action | None:
    """The cheapest worker sent without a tool that completes a building now, else the
    cheapest worker sent anywhere."""
    sends = [a for a in legal if a.kind == "send" and a.args[2] == -1]
    return _cheapest_send(view, [a for a in sends if _completes(view, a)]) \
        or _cheapest_send(view, sends)


def _brings(view: Any, action: Action) -> int:
    """How much of what the building still lacks the sent worker (and tool) brings."""
    unit, building, tool = action.args
    lacking = engine.still_needed(view, view.site(LEARNER, building))
    return sum(min(need, have) for need, have in
               zip(lacking, engine.production(view, unit, tool), strict=True))


def send_useful(view: Any, legal: Legal) -> Action | None:
    """The worker sent without a tool who brings a building the most of what it lacks (one
    that completes it first), at the lowest wage."""
    sends = [a for a in legal if a.kind == "send" and a.args[2] == -1]
    return max(sends, key=lambda a: (_completes(view, a), _brings(view, a),
                                     -engine.send_cost(view, a.args[0]), a.args), default=None)


def send_machine(view: Any, legal: Legal) -> Action | None:
    """A machine of the crew sent where it brings the most, else the most useful sending."""
    machines = [a for a in legal if a.kind == "send" and cat.is_machine(a.args[0])]
    return max(machines, key=lambda a: (_brings(view, a), a.args), default=None) \
        or send_useful(view, legal)


def recruit_for_site(view: Any, legal: Legal) -> Action | None:
    """A worker of the row who completes one of the learner's buildings alone (the cheapest to
    send), else the cheapest worker."""
    recruits = [a for a in legal if a.kind == "recruit"]
    fits = [a for a in recruits if any(
        _covers(cat.worker(a.args[0]).produce, engine.still_needed(view, site))
        for site in view.sites[LEARNER])]
    return min(fits or recruits, key=lambda a: (cat.worker(a.args[0]).cost, a.args[0]),
               default=None)


def cheapest_recruit(view: Any, legal: Legal) -> Action | None:
    """The worker of the row with the lowest wage."""
    recruits = [a for a in legal if a.kind == "recruit"]
    return min(recruits, key=lambda a: (cat.worker(a.args[0]).cost, a.args[0]), default=None)


def _lacking(view: Any) -> list[int]:
    """What the learner's buildings still lack, resource by resource, all sites together."""
    return _summed(engine.still_needed(view, site) for site in view.sites[LEARNER])


def useful_tool(view: Any, legal: Legal) -> Action | None:
    """The tool that lets a worker of the crew complete a building he could not alone, else
    the tool of the resource the learner's buildings lack most."""
    lacking = _lacking(view)
    units = [u for u in view.crew[LEARNER] if cat.is_worker_card(u) or u in view.freed]

    def completes_with(tool: int) -> bool:
        for site in view.sites[LEARNER]:
            needed = engine.still_needed(view, site)
            for unit in units:
                if not _covers(engine.production(view, unit), needed) and \
                        _covers(engine.production(view, unit, tool), needed):
                    return True
        return False

    tools = [a for a in legal if a.kind == "tool"]
    return max(tools, key=lambda a: (completes_with(a.args[0]),
                                     lacking[cat.TOOL_BONUS[a.args[0]]], -a.args[0]),
               default=None)


def send_with_tool(view: Any, legal: Legal) -> Action | None:
    """A worker sent with a tool where the tool adds what the building lacks (one that
    completes it first, then the one that brings the most), at the lowest wage."""
    sends = [a for a in legal if a.kind == "send" and a.args[2] != -1]

    def worth(a: Action) -> tuple:
        bare = Action("send", (a.args[0], a.args[1], -1))
        return (_brings(view, a) > _brings(view, bare), _completes(view, a), _brings(view, a),
                -engine.send_cost(view, a.args[0]), a.args)

    return max(sends, key=worth, default=None)



# ----- the game with others -----------------------------------------------------------------
BUILDINGS = Lesson(
    "buildings", N_("Buildings and workers"),
    (
        Step(msg("Welcome to The Builders: Antiquity. You build: each building card asks for "
                 "stone, wood, knowledge and tile. Workers make those resources. A completed "
                 "building pays coins and scores points; reaching {n} points ends the game.",
                 n=cat.END_POINTS),
             shows=(("building",), ("worker",))),
        Step(msg("Your crew is one apprentice: he makes 1 wood and 1 knowledge, and costs 2 "
                 "coins each time you send him. The House in the top row needs exactly 1 wood "
                 "and 1 knowledge, and pays 10 coins (but no points: coins come first). Point "
                 "at any card to read it. Start building the House: that takes an action."),
             move=open_for_one, shows=(("crew", 0),)),
        Step(msg("The House is now your building site, under your crew. Send the apprentice "
                 "there: click him, then the House. You pay his 2 coins. His wood and "
                 "knowledge cover what the House needs, so it is completed at once."),
             move=send_completing),
    ),
    msg("A building is completed the moment its workers' resources cover its needs (until "
        "then they stay on it): you take its coins and points, and its workers come back to "
        "your crew, ready to work again. Cheap buildings bring coins; big ones bring the "
        "points."))

ACTIONS = Lesson(
    "actions", N_("Actions and their price"),
    (
        Step(msg("You have 3 free actions a turn: you have used 2. Starting a building, "
                 "recruiting a worker, sending one, investing: one action each. The Scaffolding "
                 "is a machine, a building that works for you once done. Start it with your "
                 "last free action."),
             move=open_machine),
        Step(msg("Each action beyond 3 costs 5 coins. Worth it now: this master makes 3 stone "
                 "and 2 wood, all the Scaffolding needs, and your rival could take him before "
                 "your next turn. Recruiting costs no coins beyond the action: his 5 is his "
                 "wage, paid each time you send him. Recruit him."),
             move=recruit_for_site),
        Step(msg("Sending costs actions too: a worker to a building takes one, but a second "
                 "worker to the same building in one turn takes two, a third three. Sending "
                 "the master now would be a fifth action: 5 coins more, besides his wage. Next "
                 "turn your 3 free actions come back: send him then. End your turn."),
             move=kind("end")),
    ),
    msg("Three free actions a turn, 5 coins for each one more. Spread your workers over "
        "several buildings and turns: a second worker to the same building in one turn takes "
        "2 actions."))

MACHINES = Lesson(
    "machines", N_("Machines"),
    (
        Step(msg("Your rival has played. Send the master to the Scaffolding (click him, then "
                 "it): 1 action and his 5 coins. A machine pays no coins, but it scores 2 points."),
             move=send_completing),
        Step(msg("The Scaffolding has joined your crew: a machine works like a worker that "
                 "makes 3 tile and costs nothing to send. Start a building that needs tile, so "
                 "that it can work there: the lit one, which your crew together can complete."),
             move=open_for_crew),
        Step(msg("Send the machine there: 1 action and no coins. Every coin you save on wages "
                 "pays for more workers or an extra action later."),
             move=send_machine),
        Step(msg("Your 3 free actions are used. What the building still lacks, your other "
                 "workers can bring next turn with free actions; a fourth action now would "
                 "cost 5 coins. End your turn."), move=kind("end")),
    ),
    msg("A machine is built like any building and scores its points, then works in your crew "
        "for free. Early in the game, that is a wage saved every time you send it."))

COINS = Lesson(
    "coins", N_("Coins and loans"),
    (
        Step(msg("Coins pay wages, extra actions and investments. They come from completed "
                 "buildings, or from actions: 1 action gives 1 coin, 2 give 3, 3 give 6. That "
                 "is slow: an action is worth more spent on building."),
             shows=(("purse", 0),)),
        Step(msg("Faster: a loan, one of the investments (one a turn, 1 action each). It gives "
                 "10 coins now; at the end you repay 15, or lose 2 points. Your master alone "
                 "costs 5 coins a send: coins now keep every worker busy and bring points "
                 "sooner. Take it: click the loan."),
             move=kind("loan")),
        Step(msg("Put the coins to work: send the worker who brings your building the most of "
                 "what it still lacks, at the lowest wage. Only one: a second worker to the "
                 "same building this turn would take 2 actions."),
             move=send_useful),
        Step(msg("With your last free action, start another building, so that every worker "
                 "has somewhere useful to go next turn. Small ones are finished soon and keep "
                 "the coins coming."),
             move=open_for_crew),
        Step(msg("Your 3 free actions are used. End your turn."), move=kind("end")),
    ),
    msg("Coins come from completed buildings, from actions (1, 3 or 6 for 1, 2 or 3) and from "
        "loans (10 now, 15 back at the end or 2 points lost). At the end, every 10 coins left "
        "score 1 point."))

INVESTMENTS = Lesson(
    "investments", N_("Investments"),
    (
        Step(msg("The other investments make your crew stronger. A prisoner costs 7 and works "
                 "for nothing, but loses you 1 point at the end unless freed (1 action). A "
                 "university (7) raises one worker's resource to 3 for good."),
             shows=(("prisoner",), ("university",))),
        Step(msg("A tool costs only 2: it adds 1 resource to the worker who carries it, and "
                 "comes back when the building is done. Buy one your buildings lack: with "
                 "it, a worker may finish what he could not alone."),
             move=useful_tool),
        Step(msg("Send a worker with the tool: click the worker, then the tool, then the "
                 "building. Carrying it costs no action and no coins: only the worker's "
                 "wage."),
             move=send_with_tool),
        Step(msg("Finish the turn as you like; the Hint button (H) says what a strong player "
                 "would do, and why. The lesson goes on at your next turn."),
             free=True, until=round_over(4)),
    ),
    msg("One investment a turn: a tool (2) adds 1 resource again and again; a university (7) "
        "raises a worker for good; a prisoner (7) works for free but must be freed by the end. "
        "Investments pay back over many turns: buy them early."))

THE_END = Lesson(
    "end", N_("The end at 17 points"),
    (
        Step(msg("The game ends when a player ends a turn with {n} points or more, counted "
                 "from buildings and machines only. The round is then played out, so that "
                 "everyone has had as many turns (the last player's turn ends the game at "
                 "once).", n=cat.END_POINTS),
             shows=(("done", 0),)),
        Step(msg("Then loans are repaid (15 coins, else 2 points) and prisoners freed (5 "
                 "coins, else 1 point), and every 10 coins score 1 point. Play on: the lesson "
                 "ends after round {n}.", n=7),
             free=True, until=round_over(7)),
    ),
    msg("The most points wins: buildings, machines, and 1 point for every 10 coins, less "
        "unpaid loans and unfreed prisoners. Race to 17, but watch your rival's points: the "
        "end comes at the end of that round."))

MAIN = Tutorial("builders", seed=7, players=2, options={"first_seat_starts": True},
                lessons=(BUILDINGS, ACTIONS, MACHINES, COINS, INVESTMENTS, THE_END))


# ----- the solo challenge -------------------------------------------------------------------
ALONE = Lesson(
    "alone", N_("Alone against the clock"),
    (
        Step(msg("Alone, the goal is {n} points in as few turns as you can, at most {limit} "
                 "(new to The Builders? Play its first lessons before: this one teaches what "
                 "changes alone). Nobody takes the cards you want: the rows change only when "
                 "you take from them. So plan whole turns ahead.", n=cat.END_POINTS,
                 limit=cat.SOLO_TURN_LIMIT)),
        Step(msg("Your apprentice makes 1 stone and 1 tile: all the Rural House needs, so he "
                 "completes it alone (6 coins and 1 point). Click it to start building it: "
                 "one of your 3 free actions."),
             move=open_for_one),
        Step(msg("Send the apprentice there: click him, then the Rural House. You pay his wage, "
                 "2 coins; it is completed at once, and he comes back to your crew."),
             move=send_completing),
        Step(msg("Use the third free action: recruit a worker. Recruiting costs only the "
                 "action; his wage is paid each time you send him. With two workers you can "
                 "take on bigger buildings, and bigger buildings bring the points. Take the lit "
                 "apprentice, the cheapest: coins are scarce early."),
             move=cheapest_recruit),
        Step(msg("Three actions used: a fourth would cost 5 coins. End the turn."),
             move=kind("end")),
    ),
    msg("The solo challenge: your turns are the score, fewer is better. Each turn, use the "
        "three free actions well; pay for a fourth only when it saves a whole turn."))

SOLO_PLAY = Lesson(
    "plan", N_("Turns that count"),
    (
        Step(msg("Play turns 2 to 4 on your own. Big buildings score more per action: a "
                 "worker who makes 5 costs 1 action, like one who makes 2. Send one worker per "
                 "building a turn (a second takes 2 actions). The Hint button (H) says what a "
                 "strong player would do; \"a first impression\" means it had little time."),
             free=True, until=round_over(4)),
    ),
    msg("Count your turns: masters, machines and tools fill big buildings in few actions. "
        "Your best number of turns is kept as your record."))

SOLO = Tutorial("builders", seed=49, players=1, key="solo",
                title=N_("The solo challenge"), lessons=(ALONE, SOLO_PLAY))

TUTORIALS = (MAIN, SOLO)
