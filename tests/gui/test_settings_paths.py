"""The app and the CLI share one user data folder, so lists added in one show in the other."""
from pathlib import Path

from boggle_gui.shared.settings import data_dir, history_path
from core.engine.wordlist import available_wordlists, user_data_dir, user_wordlist_dir


def test_app_and_cli_share_the_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("BOGGLE_DATA_DIR", raising=False)
    assert data_dir() == user_data_dir()
    assert user_wordlist_dir().parent == data_dir()
    assert history_path().parent == data_dir()
    monkeypatch.setenv("BOGGLE_DATA_DIR", str(tmp_path))
    assert data_dir() == Path(tmp_path) == user_data_dir()


def test_list_added_by_the_app_is_found_by_name(monkeypatch, tmp_path, write_wordlist):
    from boggle_gui.round.new_game import add_wordlist_file
    monkeypatch.setenv("BOGGLE_DATA_DIR", str(tmp_path / "data"))
    name = add_wordlist_file(write_wordlist(["alpha", "gamma"], name="greek.txt"))
    assert name in available_wordlists()
    assert available_wordlists()[name].parent == user_wordlist_dir()
