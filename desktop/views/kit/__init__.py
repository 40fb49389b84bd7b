"""The table kit: the pieces every game table is built from, so that a table keeps only what
is its own.

- `palette`: the colours shared by every table (from `desktop.ui`, the theme's colours), and
  the seat and kind colours of the standard and the colour-blind palette.
- `marks`: what is not colour: a shape per seat, a symbol per kind of card or tile.
- `fonts`: faces for other scripts beside the theme's (Japanese names, later Chinese).
- `widgets`: glow of what is new, table buttons, pills and count badges, card backs, a
  dialog's frame.
- `panel`: the player panel (name, seat kind worded one way, badges with tooltips, whose
  turn, the start marker).
- `face`: a card face (body, band, effect text cut with an ellipsis, the outlines of what can
  be clicked, chosen or marked).
- `row`: card rows that fit or overlap in the space given, slots that stay put, rows that wrap.
- `hand`: the viewer's hand strip (a heading, the cards in a row with the hovered one lifted,
  a hotspot on each; the game draws the faces).
- `choice`: a dialog with an option grid (cards or labels, lit and chosen), buttons under an
  option, and Confirm / Cancel; docked where it hides nothing the decision depends on.
- `camera`: zoom, pan and fit for a map or grid (Ginkgopolis' city; Boonlake's map).
- `open_hands`: every player's hand in a row of its own (a finished game replayed with every
  hand open).
- `record`: a solo mode's personal record on the end screen.
"""
