"""Why a network round's connection ended, in the interface's language: the round window words the
session's ``reason_code`` from one table (boggle_gui.network.reasons), and shows a reason it has no
words for (an older or newer host's) as it came."""
from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import QLocale

from boggle_gui.network.reasons import REASON_TEXT, reason_text
from boggle_gui.shared.translation import install_translators
from core.net import ClientReason, CloseCode, CountdownReason, ErrorCode
from tests.gui.test_network_play import close_without_asking, no_multicast  # noqa: F401 - autouse fixtures


def free_port() -> int:
    """A port of 127.0.0.1 nothing listens on (bound, then let go)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        return server.getsockname()[1]


def test_every_code_of_the_session_and_the_host_has_its_words():
    # A code added to core without its words here would show the English reason in every language.
    assert set(ClientReason) | set(CloseCode) | set(ErrorCode) | set(CountdownReason) == set(REASON_TEXT)


def test_a_joiner_with_no_host_at_the_address_is_told_why_in_french(qtbot, main_windows, french):
    main = main_windows()
    win = main.open_network_play("join", url=f"ws://127.0.0.1:{free_port()}/", name="Bob")
    qtbot.waitUntil(lambda: win.notice.text().startswith("Déconnecté"), timeout=30_000)
    assert win.notice.text() == ("Déconnecté de la manche : aucun hôte ne répond à cette adresse ; "
                                 "reconnexion abandonnée après 2 essais.")


def test_the_round_windows_reasons_come_from_the_table_or_as_they_came(qtbot, main_windows, french):
    main = main_windows()
    win = main.open_network_play("join", url=f"ws://127.0.0.1:{free_port()}/", name="Bob")
    qtbot.waitUntil(lambda: win.session is None and win.notice.text().startswith("Déconnecté"), timeout=30_000)
    win._on_events([{"type": "disconnected", "reason": "the connection was lost", "reason_code": "connection_lost",
                     "reconnecting": True, "attempt": 1, "delay": 0.3}])
    assert win.notice.text() == "Connexion à l'hôte perdue (la connexion a été perdue) ; reconnexion, essai 1…"
    win._on_events([{"type": "closed", "code": CloseCode.STOPPED, "reason_code": CloseCode.STOPPED,
                     "reason": "the host closed the connection: the host stopped"}])
    assert win.notice.text() == "Déconnecté de la manche : l'hôte a arrêté le serveur de la manche."
    win._on_events([{"type": "countdown", "seconds": None, "round_id": 2, "reason": "Ann is not ready any more",
                     "reason_code": CountdownReason.NOT_READY, "player": "Ann"}])
    assert win.notice.text() == "Le compte à rebours est annulé : Ann n'est plus prêt"
    win._on_events([{"type": "error", "code": "round_not_running", "message": "no round is being played",
                     "reason_code": ErrorCode.ROUND_NOT_RUNNING}])
    assert win.notice.text() == "L'hôte dit : aucune manche n'est en cours"
    # A code this app has no words for (a newer host's), or none (an older host's): the reason as it came.
    win._on_events([{"type": "closed", "code": 4999, "reason_code": "moon_phase",
                     "reason": "the host closed the connection: the moon is full"}])
    assert win.notice.text() == "Déconnecté de la manche : the host closed the connection: the moon is full."
    win._on_events([{"type": "disconnected", "reason": "the host stopped answering", "reconnecting": True,
                     "attempt": 2, "delay": 0.5}])
    assert win.notice.text() == "Connexion à l'hôte perdue (the host stopped answering) ; reconnexion, essai 2…"


def test_a_cause_without_words_falls_back_to_the_whole_reason(french):
    gave_up = {"reason_code": ClientReason.GAVE_UP, "cause_code": None,
               "reason": "the host closed the connection: bye (gave up after 2 reconnection attempts)"}
    assert reason_text(gave_up) == gave_up["reason"]
    assert reason_text({**gave_up, "cause_code": ClientReason.TIMED_OUT}) == \
        "l'hôte n'a pas répondu à temps ; reconnexion abandonnée"
    assert reason_text({"reason_code": ["not", "a", "code"], "reason": "as it came"}) == "as it came"
    assert reason_text({"code": "too_big", "message": ""}) == "too_big"


@pytest.mark.parametrize("attempts, english, french", [
    (1, "the host did not answer in time; gave up after 1 reconnection attempt",
     "l'hôte n'a pas répondu à temps ; reconnexion abandonnée après 1 essai"),
    (5, "the host did not answer in time; gave up after 5 reconnection attempts",
     "l'hôte n'a pas répondu à temps ; reconnexion abandonnée après 5 essais"),
])
def test_giving_up_says_after_how_many_attempts_in_the_languages_plural(qapp, attempts, english, french):
    gave_up = {"reason_code": ClientReason.GAVE_UP, "cause_code": ClientReason.TIMED_OUT, "attempts": attempts,
               "reason": f"the host did not answer in time (gave up after {attempts} reconnection attempts)"}
    assert reason_text(gave_up) == english
    install_translators("fr", qapp)
    try:
        assert reason_text(gave_up) == french
    finally:
        install_translators("en", qapp)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
