"""The app's screens: title, setup, table, hand-over, pause, summaries, game over and the panels."""
