"""Building the double-clickable bundle with PyInstaller (`./package`; README, Double-click)."""
