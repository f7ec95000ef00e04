"""The game window: rolling, playing and revealing a round; its dialogs and menus."""
