"""Boonlake's moves, each declared once (rules/core/moves.py): the rules, the log, the hint's
words and the table's clicks all read them.

Every move answers the decision on top of the stack (`state.pending`, `Moves.decision`: its
kind); the legal actions are the offers of the moves answering it, in the order declared here.
Two decisions list the same kinds in different orders (a strip's action for everyone:
develop, upgrade, then a card; an interim scoring's action: a card, then an upgrade), so the
card moves are declared twice, once before the board's moves for the interim scoring
(`INTERIM_PLAY`, `INTERIM_PROJECT`), once after them for the rest.

Each move's effect takes the decision off the stack, acts (rules/boonlake/actions.py) and lets
the engine run on to the next decision (`engine.advance`).

The table's places: a map `space`, an action strip's `row`, a `river` space, a `region`
label, a `card` of the hand, a `lever` space and a scoring `tile`; then, for every move, its
own entry in the choices panel, `("choice_<kind>", *numbers)`, which names it whole (the
strip's `row` alone cannot tell a card played from one discarded, nor a bonus): the table
lists a place's several ways there. What a click at a place alone means (a place that is not
lit asks the rules about that move) is declared by `READINGS`, never offered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from rules.boonlake import actions, catalogue, economy, effects, engine, legal, river, town
from rules.boonlake import options_of as can
from rules.boonlake.board import REGIONS, RESOURCES, STRIPS
from rules.boonlake.legal import EXPECTED, LEVER_TRADE_AT, LEVER_TRADE_CARDS, SKIP_LEVERS
from rules.boonlake.state import BoonlakeState as State
from rules.boonlake.text import REGION_NAMES, RESOURCE_NAMES, STRIP_NAMES, card_name, tile_name
from rules.core.actions import Action
from rules.core.message import LIST_SEPARATOR, N_, NP_, Msg, join, msg, nmsg
from rules.core.moves import Click, Move, Moves, at

PLAYING = ("card_step", "choice", "interim_action")  # where a card or a project is played
NOT_POSSIBLE = msg("That is not possible now.")


def to_act(s: State) -> tuple[int, ...]:
    return legal.to_act(s)


def _decision(s: State) -> str | None:
    return s.pending[-1].kind if s.pending else None


def _who(s: State) -> str:
    return s.names[s.pending[-1].seat] if s.pending else ""


# ----- effects -----------------------------------------------------------------------------
def _doing(effect: Callable[..., None]) -> Callable[..., None]:
    """The effect of a move: the decision it answers leaves the stack, the move acts with it,
    and the engine runs on to the next decision."""

    def does(s: State, seat: int, *args: int) -> None:
        d = s.pending.pop()
        effect(s, seat, d, *args)
        engine.advance(s)

    return does


# ----- refusals ----------------------------------------------------------------------------
def _refusing(kind: str, why: Callable[..., Msg | None] | None = None) -> Callable[..., Msg | None]:
    """A move's own reason, asked only while the decision offers its kind (a card or a
    project also wherever cards are played); otherwise the decision's words say what it
    expects (`_expected`)."""

    def refuses(s: State, seat: int, *args: int) -> Msg | None:
        d = s.pending[-1]
        if kind in ("play", "discard", "card") and args[0] not in s.hand[seat]:
            return msg("That card is not in your hand.")
        here = kind in {a.kind for a in MOVES.legal_actions(s, seat)} or (
            kind in ("play", "project") and d.kind in PLAYING)
        if kind in ("play", "discard") and here and d.kind == "card_step" and \
                effects.KIND_CODES[d.number] not in ("any", catalogue.card(args[0]).kind):
            return msg("This step takes a card of the strip's kind.")
        return why(s, seat, *args) if here and why is not None else None

    return refuses


def _expected(s: State, seat: int, action: Action) -> Msg:
    return EXPECTED.get(s.pending[-1].kind, NOT_POSSIBLE)


def _project_refusal(s: State, seat: int, slot: int, bonus: int) -> Msg:
    if not 0 <= slot < len(s.scoring) or s.scoring[slot] < 0:
        return msg("That scoring tile is not on the table.")
    if s.projects[seat][slot]:
        return msg("You have realised this special project already.")
    if not s.supply[seat]:
        return msg("A special project needs an inhabitant in your general supply.")
    return legal.cannot_pay(s, seat, catalogue.tile(s.scoring[slot]), True)


def _house_refusal(s: State, seat: int, space: int, site: int) -> Msg:
    if not s.ranch[seat]:
        return msg("An upgrade costs an inhabitant from your ranch; it is empty.")
    return msg("Only an inhabitant of yours on a site can become a house.")


def _cattle_refusal(s: State, seat: int, pasture: int, paid: int) -> Msg:
    if not town.is_pasture(s, pasture):
        return msg("Cattle go on a pasture.")
    return msg("You do not have the inhabitants this cattle costs.")


def _hire_refusal(s: State, seat: int, with_cards: int) -> Msg:
    if not s.supply[seat]:
        return msg("Your general supply has no inhabitant left to hire.")
    return msg("Hiring costs 3 coins or 3 cards.")


def _mark_refusal(s: State, seat: int, slot: int, pay: int, inhabitants: int) -> Msg:
    if 0 <= slot < len(s.scoring) and slot in s.markers[seat]:
        return msg("You have scored that tile already.")
    return msg("You cannot pay for that exchange.")


# ----- offers ------------------------------------------------------------------------------
def _card_kind(s: State) -> str:
    """The kind of card the decision plays: a card step's strip kind, else any."""
    d = s.pending[-1]
    return effects.KIND_CODES[d.number] if d.kind == "card_step" else "any"


def _plays(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    return can.card_plays(s, seat, _card_kind(s))


def _projects(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    return can.project_plays(s, seat)


def _discards(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    if d.kind == "card_step" and d.extra != 1:
        return ()
    kind = _card_kind(s)
    return [(c,) for c in sorted(set(s.hand[seat]))
            if kind == "any" or catalogue.card(c).kind == kind]


def _draws(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    if d.kind == "card_step":
        return [()] if d.extra == 2 else ()
    return [()] if d.number == 1 else ()  # everyone's part of Progress


def _skips(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    if d.kind in PLAYING:
        return [(0,)] + [(n,) for n, kind in SKIP_LEVERS.items() if can.lever_ready(s, seat, kind)]
    if d.kind == "modernize" and d.number == 1:
        return ()
    return [(0,)]


def _sites(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    new_only = d.kind == "production" and d.number == 1
    return [(RESOURCES.index(r),) for r in economy.site_choices(s, seat)
            if not new_only or not s.production[seat][RESOURCES.index(r)]]


def _placements(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    levers = [0, 1] if can.lever_ready(s, seat, "tile_inhabitant") else [0]
    return [(space, lever) for space in town.placeable(s) for lever in levers]


def _build_mode(s: State) -> int:
    """Mode 0 develop or upgrade, 1 upgrade only, 2 a free house, 3 a cheap settlement."""
    d = s.pending[-1]
    return d.number if d.kind == "build" else 1 if d.kind == "interim_action" else 0


def _develops(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    if _build_mode(s) != 0 or (s.pending[-1].kind == "choice" and not _settling(s)):
        return ()
    return can.develops(s, seat)


def _houses(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    mode = _build_mode(s)
    if mode == 3 or (s.pending[-1].kind == "choice" and not _settling(s)):
        return ()
    return can.houses(s, seat, mode == 2)


def _settles(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    mode = _build_mode(s)
    if mode == 2 or (s.pending[-1].kind == "choice" and not _settling(s)):
        return ()
    return can.settles(s, seat, mode == 3)


def _settling(s: State) -> bool:
    """A strip's action for everyone is to develop or upgrade (Settle), not cattle."""
    return STRIPS[s.pending[-1].number] == "settle"


def _cattle(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    return () if _settling(s) else can.cattle(s, seat)


def _regions(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    open_ = [i for i in range(len(REGIONS)) if not s.region_markers[i]]
    return [(i,) for i in open_ or range(len(REGIONS))]


def _levers(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    if d.number == 1 and not s.ranch[seat]:  # everyone's part of Progress gives up one
        return ()
    return [(i,) for i in legal.lever_spaces(s, seat)]


def _takes(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    found = [(0,)]
    if STRIPS[d.number] == "region" and can.lever_ready(s, seat, "region_vp"):
        found.append((1,))
    return found


def _forgoes(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    found = []
    for i, lever in enumerate(legal.PLAYER.levers):
        if not lever.forgo_right_side or s.levers[seat][i] != 0:
            continue
        options = [0, 1] if lever.kind == "vase_trade" and s.vases[seat] else [0]
        found += [(i, option) for option in options]
    return found


def _hires(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    found = []
    if s.supply[seat] and s.coins[seat] >= 3:
        found.append((0,))
    if s.supply[seat] and len(s.hand[seat]) >= 3:
        found.append((1,))
    return found


def _marks(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    found: list[tuple[int, ...]] = []
    for slot, tile_id in enumerate(s.scoring):
        if slot in s.markers[seat]:
            continue
        tile = catalogue.tile(tile_id)
        if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
            found += [(slot, pay, k) for pay, k in legal.exchange_payments(s, seat, tile)]
        else:
            found.append((slot, 0, 0))
    return found


def _exchanges(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    d = s.pending[-1]
    effect = catalogue.card(d.cards[0]).immediate[d.cards[1]]
    found = []
    for reverse in (0, 1) if effect.get("reversible", False) else (0,):
        give, _ = effects.exchange_sides(d.cards[0], d.cards[1], bool(reverse))
        if effects.can_give(s, seat, give):
            found.append((reverse,))
    return found


def _lever_trades(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    ready = can.lever_ready(s, seat, "discard_for_inhabitant") and \
        len(s.hand[seat]) >= LEVER_TRADE_CARDS
    return [()] if ready else ()


# ----- advice: a choice in a few words, with what it costs and gives -----------------------
def _cat(*parts: object) -> Msg:
    """Finished parts written one after another (" · " between a label's parts is no word)."""
    names = [f"p{i}" for i in range(len(parts))]
    return Msg("".join("{" + name + "}" for name in names), tuple(zip(names, parts, strict=True)))


# A reward counted in `n`: its words for one and for several.
COUNTED = {"coins": NP_("{n} coin", "{n} coins"), "cards": NP_("{n} card", "{n} cards"),
           "vp": NP_("{n} VP", "{n} VP"), "vase": NP_("{n} vase", "{n} vases"),
           "vases": NP_("{n} vase", "{n} vases"),
           "inhabitants": NP_("{n} inhabitant", "{n} inhabitants"),
           "coin_track": NP_("{n} step on the coin track", "{n} steps on the coin track"),
           "card_track": NP_("{n} step on the card track", "{n} steps on the card track"),
           "track_choice": NP_("{n} step on a track of your choice",
                               "{n} steps on a track of your choice")}
# A reward that is not counted.
UNCOUNTED = {"vase_or_site": N_("a vase or a production site"),
             "coin_income": N_("your coin income at once"),
             "card_income": N_("your card income at once")}


def reward_words(kind: str, n: int = 1, resource: str = "") -> Msg | str:
    """A reward of `kind` (`n` of it; a production site's `resource`), in a few words."""
    if kind in COUNTED:
        return nmsg(*COUNTED[kind], n)
    if kind in UNCOUNTED:
        return msg(UNCOUNTED[kind])
    if kind == "site":
        return msg("a production site ({resource})", resource=RESOURCE_NAMES[resource]) \
            if resource else msg("a production site")
    return kind


def reward(r: object) -> Msg | str:
    return reward_words(r.kind, r.n, getattr(r, "resource", ""))  # type: ignore[attr-defined]


BONUS_WORDS = {1: msg("with lever 10: a resource of any kind"),
               2: msg("with lever 10: +2 coins"), 3: msg("with lever 10: +2 cards"),
               4: msg("with lever 11: a resource of any kind and +5 coins")}


def _pay_words(s: State, seat: int, what: object, project: bool, bonus: int) -> Msg:
    coins, vases, _ = can.cost_of(s, seat, what, project)
    plan = can.play_plan(s, seat, what, project, bonus)
    parts: list[object] = [msg("pay {coins}", coins=nmsg("{n} coin", "{n} coins", coins))]
    if vases:
        parts += [LIST_SEPARATOR, reward_words("vase", vases)]
    if plan is not None and plan[1]:
        parts += [" ", msg("(+{n} coins to move boats upstream)", n=plan[1])]
    if plan is not None and tuple(plan[0]) != tuple(s.boats[seat]):
        a, b = (RESOURCE_NAMES[legal.PLAYER.canal[boat]] for boat in plan[0][:2])
        parts += [" · ", msg("both boats to {a}", a=a) if a == b else
                  msg("boats to {a} and {b}", a=a, b=b)]
    return _cat(*parts)


def _with_bonus(words: Msg, bonus: int) -> Msg:
    return _cat(words, " · ", BONUS_WORDS[bonus]) if bonus else words


def _play_label(s: State, seat: int, c: int, bonus: int) -> Msg:
    return _with_bonus(msg("Play {card}: {pay}", card=card_name(c), pay=_pay_words(
        s, seat, catalogue.card(c), False, bonus)), bonus)


def _project_label(s: State, seat: int, slot: int, bonus: int) -> Msg:
    return _with_bonus(msg("Special project {slot}: {pay}", slot=slot + 1, pay=_pay_words(
        s, seat, catalogue.tile(s.scoring[slot]), True, bonus)), bonus)


def _strip_label(s: State, seat: int, row: int) -> Msg:
    board_row = legal.BOARD.rows[row]
    words = nmsg("{strip} · {n} river step", "{strip} · {n} river steps", board_row.steps,
                 strip=STRIP_NAMES[STRIPS[s.strips[row]]])
    return _cat(words, " · ", msg("costs {n} VP", n=board_row.vp_cost)) \
        if board_row.vp_cost else words


def _skip_label(s: State, seat: int, lever: int) -> Msg:
    if lever == 4:
        return msg("Skip, with lever 4: a production site")
    if lever == 5:
        return msg("Skip, with lever 5: +3 coins")
    return msg("Skip")


def _placing_label(words: Msg, space: int, lever: int, explored: bool) -> Msg:
    parts: list[object] = [words]
    found = town.MAP.space(space).explore if explored else None
    if found is not None:
        parts += [" · ", msg("gain {what}", what=reward(found))]
    if lever:
        parts += [" · ", msg("lever 9: +1 inhabitant")]
    return _cat(*parts)


def _develop_label(s: State, seat: int, space: int, j: int) -> Msg:
    site = town.tile_at(s, space).sites[j]
    cost = [nmsg("{n} coin", "{n} coins", site.pay_coins)] if site.pay_coins else []
    if site.pay_cards:
        cost.append(nmsg("{n} card", "{n} cards", site.pay_cards))
    cost_words: object = _cat(LIST_SEPARATOR, join(cost)) if cost else ""
    if not site.gain:
        return msg("Develop site {j} of space {n}: 1 inhabitant{cost} · no reward", n=space,
                   j=j + 1, cost=cost_words)
    return msg("Develop site {j} of space {n}: 1 inhabitant{cost} · reward: {gain}", n=space,
               j=j + 1, cost=cost_words, gain=join(reward(g) for g in site.gain))


def _settle_label(s: State, seat: int, space: int, j: int, paid: int, lever: int) -> Msg:
    _, base, extra = can.settlement_price(s, seat, bool(lever))
    parts: list[object] = [msg("Settlement on space {n}: {k} inhabitants", n=space,
                               k=base + extra - paid)]
    if paid:
        parts += [" + ", msg("{n} VP", n=paid * can.VP_PER_INHABITANT)]
    site = town.tile_at(s, space).sites[j]
    if site.settlement_vp:
        parts += [" · ", msg("{n} VP on this site", n=site.settlement_vp)]
    if lever:
        parts += [" · ", msg("lever 8")]
    return _cat(*parts)


def _cattle_label(s: State, seat: int, pasture: int, paid: int) -> Msg:
    base, extra = can.cattle_price(s, seat, pasture)
    words = msg("Cattle on space {n}: {k} inhabitants", n=pasture, k=base + extra - paid)
    return _cat(words, " + ", msg("{n} VP", n=paid * can.VP_PER_INHABITANT)) if paid else words


def _lever_label(s: State, seat: int, space: int) -> Msg:
    coins = max(0, legal.PLAYER.levers[space].cost - effects.permanent(s, seat,
                                                                       "lever_discount"))
    price = nmsg(*COUNTED["coins"], coins)
    if s.pending and s.pending[-1].kind == "modernize" and s.pending[-1].number == 1:
        return msg("Lever {n} for {price} and 1 inhabitant", n=space + 1, price=price)
    return msg("Lever {n} for {price}", n=space + 1, price=price)


def _sail_label(s: State, seat: int, position: int) -> Msg:
    space = river.path(s)[position]
    parts: list[object] = [msg("Sail to river space {n}", n=position + 1)]
    if space.reward is not None:
        parts += [" · ", msg("gain {what}", what=reward(space.reward))]
    if space.harbour:
        parts += [" · ", msg("a harbour")]
    return _cat(*parts)


def _forgo_label(s: State, seat: int, space: int, option: int) -> Msg:
    words = msg("Forgo it for lever {n}", n=space + 1)
    return _cat(words, " ", msg("(trading a vase)")) if option else words


def mark_value(s: State, seat: int, slot: int, pay: int) -> int:
    """VP the tile gives (or takes) at this interim scoring, as the rules count it now."""
    tile = catalogue.tile(s.scoring[slot])
    number = max(1, s.interims)
    value = number * (2 if slot == seat else 1)
    if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
        met = bool(pay)
    else:
        met = effects.condition_met(s, seat, tile, number)
    return value if met else -value


def _mark_label(s: State, seat: int, slot: int, pay: int, inhabitants: int) -> Msg:
    words = msg("Score tile {n}: {vp} VP", n=slot + 1, vp=f"{mark_value(s, seat, slot, pay):+d}")
    if not pay:
        return words
    tile = catalogue.tile(s.scoring[slot])
    times = tile.thresholds[max(1, s.interims) - 1]
    coins = (times - inhabitants) * tile.condition.get("coins", 2)
    return _cat(words, " · ", msg("pay {coins} coins and {k} inhabitants for {vp} VP",
                                  coins=coins, k=inhabitants,
                                  vp=times * tile.condition.get("vp", 1)))


# ----- the declarations --------------------------------------------------------------------
def _move(kind: str, params: tuple[str, ...], offers: Callable[..., Iterable[tuple[int, ...]]],
          effect: Callable[..., None], says: Callable[..., Msg], answers: tuple[str, ...],
          place: Click | None = None, why: Callable[..., Msg | None] | None = None, *,
          label: Callable[..., Msg], tip: Callable[..., Msg] | None = None) -> Move:
    """A Boonlake move: its place on the table, if it has one, then its entry in the choices
    panel; `tip`: what the entry does, where its hover text is not the card's, tile's or
    lever's it names."""

    def said(s: State, seat: int, viewer: int | None, *args: int) -> Msg:
        return says(s, viewer, *args)

    return Move(kind, params, offers=offers, does=_doing(effect), says=said,
                label=label, tip=tip,
                refuses=_refusing(kind, why), answers=answers,
                clicks=(*(() if place is None else (place,)), at("choice_" + kind, *params)))


def _keep_words(s: State, viewer: int | None, tile: int) -> Msg:
    if viewer is not None and s.pending and viewer == s.pending[-1].seat:
        return msg("{who} keeps the scoring tile {tile}.", who=_who(s), tile=tile_name(tile))
    return msg("{who} keeps a scoring tile.", who=_who(s))


def _said(words: str, **more: Callable[..., object]) -> Callable[..., Msg]:
    """A log line with `who` and the values `more` computes from the state and the numbers."""
    return lambda s, viewer, *args: msg(words, who=_who(s),
                                        **{k: f(s, *args) for k, f in more.items()})


def _space(s: State, space: int, *_: int) -> int:
    return space


KEEP = _move("keep", ("tile",), lambda s, seat: [(t,) for t in s.pending[-1].cards],
             actions._keep, _keep_words, ("keep_tile",),
             label=lambda s, seat, t: msg("Keep: {tile}", tile=tile_name(t)))
VASE = _move("vase", (), lambda s, seat: [()], actions._vase,
             _said(N_("{who} takes a vase.")), ("site_or_vase",),
             label=lambda s, seat: msg("Take a vase"),
             tip=lambda s, seat: msg("Some cards cost vases; lever 1 trades one for coins."))
SITE = _move("site", ("resource",), _sites, actions._site,
             _said(N_("{who} builds a production site ({resource})."),
                   resource=lambda s, r: RESOURCE_NAMES[RESOURCES[r]]),
             ("production", "site_or_vase"),
             label=lambda s, seat, r: msg("Production site: {resource}",
                                          resource=RESOURCE_NAMES[RESOURCES[r]]),
             tip=lambda s, seat, r: msg("A production site makes 1 of its resource; a second "
                                        "one of the same resource turns it to level 2, making "
                                        "2."))
TRACK = _move("track", ("which",), lambda s, seat: [(0,), (1,)], actions._track,
              lambda s, viewer, which: msg("{who} advances on the card track.", who=_who(s))
              if which else msg("{who} advances on the coin track.", who=_who(s)),
              ("track_choice",),
              label=lambda s, seat, which: msg("Card track +1") if which else msg("Coin track +1"),
              tip=lambda s, seat, which: msg("Each step raises the income of every later interim "
                                             "scoring; some spaces give a reward at once."))
STRIP = _move("strip", ("row",), lambda s, seat: [(row,) for row in range(len(legal.BOARD.rows))],
              actions._strip,
              _said(N_("{who} takes the {strip} strip."),
                    strip=lambda s, row: STRIP_NAMES[STRIPS[s.strips[row]]]),
              ("strip",), at("row", "row"),
              label=_strip_label)
PLAY = _move("play", ("card", "bonus"), _plays, actions._play,
             _said(N_("{who} plays {card}."), card=lambda s, c, bonus: card_name(c)),
             ("card_step", "choice"), at("card", "card"),
             lambda s, seat, c, bonus: legal.cannot_pay(s, seat, catalogue.card(c), False),
             label=_play_label)
PROJECT = _move("project", ("slot", "bonus"), _projects, actions._project,
                _said(N_("{who} realises a special project.")), ("card_step", "choice"),
                at("tile", "slot"), _project_refusal,
                label=_project_label)
INTERIM_PLAY = replace(PLAY, answers=("interim_action",))
INTERIM_PROJECT = replace(PROJECT, answers=("interim_action",))
EXPLORE = _move("explore", ("space", "lever"), _placements, actions._explore,
                _said(N_("{who} explores space {space}."), space=_space), ("explore",),
                at("space", "space"), lambda s, seat, space, lever: legal.not_placeable(s, space),
                label=lambda s, seat, space, lever: _placing_label(
                    msg("Explore space {n}", n=space), space, lever, True))
PASTURE = _move("pasture", ("space", "lever"), _placements, actions._pasture,
                _said(N_("{who} places a pasture on space {space}."), space=_space), ("pasture",),
                at("space", "space"), lambda s, seat, space, lever: legal.not_placeable(s, space),
                label=lambda s, seat, space, lever: _placing_label(
                    msg("Pasture on space {n}", n=space), space, lever, False))
DEVELOP = _move("develop", ("space", "site"), _develops, actions._develop,
                _said(N_("{who} develops a site on space {space}."), space=_space),
                ("build", "choice"), at("space", "space"), legal.not_developable,
                label=_develop_label)
HOUSE = _move("house", ("space", "site"), _houses, actions._house,
              _said(N_("{who} builds a house on space {space}."), space=_space),
              ("build", "choice", "interim_action"), at("space", "space"), _house_refusal,
              label=lambda s, seat, space, j: msg("House on space {n} (1 inhabitant)", n=space))
SETTLE = _move("settle", ("space", "site", "paid", "lever"), _settles, actions._settle,
               _said(N_("{who} builds a settlement on space {space}."), space=_space),
               ("build", "choice", "interim_action"), at("space", "space"),
               lambda s, seat, *_: msg("A settlement needs a house of yours with enough "
                                       "presence around it, and inhabitants to pay."),
               label=_settle_label)
CATTLE = _move("cattle", ("pasture", "paid"), _cattle, actions._cattle,
               _said(N_("{who} places cattle on space {space}."), space=_space), ("choice",),
               at("space", "pasture"), _cattle_refusal,
               label=_cattle_label)
DISCARD = _move("discard", ("card",), _discards, actions._discard,
                _said(N_("{who} discards a card for coins.")), ("card_step", "choice"),
                at("card", "card"),
                label=lambda s, seat, c: msg("Discard {card} for coins", card=card_name(c)))
REGION = _move("region", ("region",), _regions, actions._region,
               _said(N_("{who} scores the region {region}."),
                     region=lambda s, r: REGION_NAMES[REGIONS[r]]),
               ("region",), at("region", "region"),
               lambda s, seat, r: msg("That region's reward is already taken; choose another "
                                      "region."),
               label=lambda s, seat, r: msg("Score {region}", region=REGION_NAMES[REGIONS[r]]))
LEVER = _move("lever", ("space",), _levers, actions._lever, _said(N_("{who} places a lever.")),
              ("modernize",), at("lever", "space"), legal.no_lever,
              label=_lever_label)
DRAW = _move("draw", (), _draws, actions._draw, _said(N_("{who} draws cards.")),
             ("card_step", "modernize"),
             label=lambda s, seat: msg("Draw cards"),
             tip=lambda s, seat: msg("Draw 1 card instead of placing a lever.")
             if s.pending and s.pending[-1].kind == "modernize"
             else msg("Draw 2 cards instead of playing a card."))
def _take_tip(s: State, seat: int, lever: int) -> Msg:
    if s.strip < 0:
        return msg("Do the strip's action for everyone.")
    return msg("Do the strip's action for everyone: {strip}.",
               strip=STRIP_NAMES[STRIPS[s.strip]])


TAKE = _move("take", ("lever",), _takes, actions._take, _said(N_("{who} takes part.")), ("right",),
             label=lambda s, seat, lever: msg("Take part, with lever 6 (+1 VP)") if lever
             else msg("Take part"), tip=_take_tip)
FORGO = _move("forgo", ("space", "option"), _forgoes, actions._forgo,
              _said(N_("{who} forgoes the action for a lever.")), ("right",), at("lever", "space"),
              label=_forgo_label)
HIRE = _move("hire", ("with_cards",), _hires, actions._hire,
             _said(N_("{who} hires an inhabitant.")), ("hire",), why=_hire_refusal,
             label=lambda s, seat, cards: msg("Hire for 3 cards") if cards
             else msg("Hire for 3 coins"),
             tip=lambda s, seat, cards: msg("One inhabitant from the general supply into your "
                                            "ranch."))
DONE = _move("done", (), lambda s, seat: [()], actions._done, _said(N_("{who} passes.")), ("hire",),
             label=lambda s, seat: msg("Stop"), tip=lambda s, seat: msg("Hire no more."))
CARD = _move("card", ("card",), lambda s, seat: [(c,) for c in sorted(set(s.hand[seat]))],
             actions._card, _said(N_("{who} gives up a card.")), ("give_cards",),
             at("card", "card"),
             label=lambda s, seat, c: msg("Give up {card}", card=card_name(c)))
SAIL = _move("sail", ("position",), lambda s, seat: [
    (p,) for p in river.destinations(s, seat, s.steps)], actions._sail,
             _said(N_("{who} sails to river space {space}."), space=lambda s, p: p + 1), ("ship",),
             at("river", "position"),
             lambda s, seat, p: msg("Your ship can stop only on a lit river space."),
             label=_sail_label,
             tip=lambda s, seat, p: msg("Your ship stops here and takes the space's reward."))
MARK = _move("mark", ("slot", "pay", "inhabitants"), _marks, actions._mark,
             _said(N_("{who} scores a scoring tile.")), ("interim_tile",), at("tile", "slot"),
             _mark_refusal,
             label=_mark_label)
EXCHANGE = _move("exchange", ("reverse",), _exchanges, actions._exchange,
                 _said(N_("{who} makes an exchange.")), ("exchange",),
                 label=lambda s, seat, reverse: msg("Exchange the other way round") if reverse
                 else msg("Exchange"),
                 tip=lambda s, seat, reverse: msg("Give one side of the card's exchange to get "
                                                  "the other."))
RESET = _move("reset", ("space",), lambda s, seat: [
    (i,) for i, state in enumerate(s.levers[seat]) if state == 1], actions._reset,
              _said(N_("{who} turns a lever back.")), ("reset_lever",), at("lever", "space"),
              label=lambda s, seat, space: msg("Turn lever {n} back", n=space + 1))
SKIP = _move("skip", ("lever",), _skips, actions._skip, _said(N_("{who} passes.")),
             ("card_step", "choice", "interim_action", "explore", "build", "pasture",
              "modernize", "exchange", "reset_lever"),
             label=_skip_label)
LEVER_TRADE = _move("lever_trade", (), _lever_trades, actions._lever_trade,
                    _said(N_("{who} gives up 2 cards with a lever.")), LEVER_TRADE_AT,
                    label=lambda s, seat: msg("Lever 12: 2 cards for an inhabitant and 3 VP"))


# ----- a click alone at a place ----------------------------------------------------------------
def _never(s: State, seat: int) -> Iterable[tuple[int, ...]]:
    return ()


def _reading(move: Move, answers: tuple[str, ...] = (),
             means: Callable[[State, int], bool] | None = None) -> Move:
    """What a click at `move`'s place alone means (its other numbers 0) to the seat deciding
    while the decision is one of `answers` and `means` holds (with no `answers`: to anyone, at
    any decision): a place that is not lit asks the rules about that move, and they say why it
    cannot be made now. Never offered (the move itself is made at its place, then its entry in
    the choices panel)."""
    place = move.clicks[0]
    rest = [name for name in move.params if name not in place.keys]

    def meant(s: State, seat: int) -> bool:
        if s.phase == "over":
            return False
        if answers and s.pending[-1].seat != seat:
            return False
        return means is None or means(s, seat)

    return replace(move, offers=_never, answers=answers, means=meant,
                   clicks=(place, *(at("unclicked", name, skip=0) for name in rest)))


def _cattle_strip(s: State, seat: int) -> bool:
    return STRIPS[s.pending[-1].number] == "cattle"


def _upgrading(s: State, seat: int) -> bool:
    """An interim scoring's action, or a card's free house or upgrade: a space means a house."""
    d = s.pending[-1]
    return d.kind == "interim_action" or d.number in (1, 2)


# the first that answers the decision reads the click (a map space: explore, a pasture,
# cattle, a house, else a site developed)
READINGS = (
    _reading(EXPLORE, ("explore",)), _reading(PASTURE, ("pasture",)),
    _reading(CATTLE, ("choice",), _cattle_strip),
    _reading(HOUSE, ("build", "interim_action"), _upgrading),
    _reading(DEVELOP, ("build", "choice")), _reading(EXPLORE),
    _reading(CARD, ("give_cards",)), _reading(PLAY),
    _reading(RESET, ("reset_lever",)), _reading(LEVER),
    _reading(MARK, ("interim_tile",)), _reading(PROJECT),
    _reading(STRIP), _reading(SAIL), _reading(REGION))

MOVES: Moves[State] = Moves(
    *READINGS,  # first: the moves themselves come later, and `by_kind` keeps the last
    KEEP, VASE, SITE, TRACK, STRIP, INTERIM_PLAY, INTERIM_PROJECT, EXPLORE, PASTURE, DEVELOP,
    HOUSE, SETTLE, CATTLE, PLAY, PROJECT, DISCARD, REGION, LEVER, DRAW, TAKE, FORGO, HIRE, DONE,
    CARD, SAIL, MARK, EXCHANGE, RESET, SKIP, LEVER_TRADE,
    to_act=to_act, decision=_decision, refuses=_expected)
