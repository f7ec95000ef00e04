"""Play together: host and join dialogs and the network round window."""
