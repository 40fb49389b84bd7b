"""Our own SVG art for the five games and a loader for it; coming with the desktop issue."""
