"""Play together: the Host a round and Join a round dialogs, and the discovery job behind the join list."""
from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.engine import DEFAULT_LANGUAGE, DEFAULT_WORDLIST, LANGUAGES, get_language
from core.net import MAX_PASSWORD, PROTOCOL_VERSION, SERVICE_TYPE, HostBrowser, HostInfo, ProtocolError, clean_name
from core.play import MAX_COUNTDOWN, GameCodeError, decode_game

from ..shared.data_names import language_name
from ..shared.error_text import error_text
from ..shared.jobs import JobContext, runner
from ..shared.list_languages import list_language
from ..widgets.buttons import push_button
from ..widgets.language_choice import LanguageChoice
from ..widgets.wordlist_choice import fill_wordlist_combo

#: The port a host listens on unless told otherwise, and the one a typed address without a port means.
DEFAULT_PORT = 8765
#: Round lengths offered (seconds).
MIN_SECONDS, MAX_SECONDS, DEFAULT_SECONDS = 30, 1200, 180
#: Spectators a room lets watch: the most offered, and the default (0: none).
MAX_SPECTATORS, DEFAULT_SPECTATORS = 100, 16
#: The group rules in words (marked for translation, context NetworkDialogs: show them with :func:`rule_text`).
RULE_TEXT = {
    "classic": QT_TRANSLATE_NOOP("NetworkDialogs", "Classic: a word two or more players found scores for no one"),
    "friendly": QT_TRANSLATE_NOOP("NetworkDialogs", "Friendly: everyone keeps their points"),
}
#: A round's state as discovery reports it (core.net.discovery.STATES), marked for translation.
STATE_TEXT = {"waiting": QT_TRANSLATE_NOOP("NetworkDialogs", "waiting"),
              "playing": QT_TRANSLATE_NOOP("NetworkDialogs", "playing"),
              "ended": QT_TRANSLATE_NOOP("NetworkDialogs", "ended")}
#: Whether the app may send multicast (advertise, browse). Tests turn it off: multicast only in a namespace.
DISCOVERY_ENABLED = True


@dataclass(frozen=True)
class HostSettings:
    """What the host chose: their name, the language, its list and dice, rule, round length, port,
    and who may join."""

    name: str
    wordlist: str = DEFAULT_WORDLIST
    dice_key: str = "new"
    language: str = DEFAULT_LANGUAGE     # the round's: its letters; the list is read in it, the dice are its
    rule: str = "classic"
    seconds: int = DEFAULT_SECONDS
    port: int = DEFAULT_PORT            # 0: any free port
    lan: bool = True                    # False: this machine only (127.0.0.1, not advertised)
    password: str = ""                  # the room's password ("": none)
    max_spectators: int = DEFAULT_SPECTATORS
    ready_check: bool = False           # rounds start by themselves once every player is ready
    countdown: int = 0                  # seconds announced before each round
    code: str = ""                      # a game code whose boards the rounds play ("": rolled boards)

    @property
    def bind_host(self) -> str:
        return "0.0.0.0" if self.lan else "127.0.0.1"


def _tr(text):
    return QCoreApplication.translate("NetworkDialogs", text)


def rule_text(rule: str) -> str:
    """A group rule in words, translated (an unknown rule as it came)."""
    return _tr(RULE_TEXT[rule]) if rule in RULE_TEXT else rule


def host_label(host: HostInfo) -> str:
    """One line for the list of rounds (:attr:`core.net.discovery.HostInfo.label`, translated)."""
    who = host.host_name or host.instance.split(f".{SERVICE_TYPE}")[0]
    language = language_name(host.language) if host.language in LANGUAGES else host.language
    board = " ".join(part for part in (host.size, host.wordlist, language and f"({language})") if part)
    text = QCoreApplication.translate("NetworkDialogs", "{who}: {board} - %n player(s) - {address}", "",
                                      host.players)
    if host.state in STATE_TEXT:
        text = QCoreApplication.translate("NetworkDialogs", "{who}: {board} - %n player(s), {state} - {address}", "",
                                          host.players)
    return text.format(who=who, board=board, state=_tr(STATE_TEXT.get(host.state, "")) if host.state else "",
                       address=f"{host.address}:{host.port}")


def parse_address(text: str) -> str:
    """A typed address as a WebSocket URL: ``192.168.1.5``, ``192.168.1.5:8765``, ``ws://host:port``...

    Raises
    ------
    ValueError
        Naming what is wrong with the address.
    """
    text = text.strip()
    if not text:
        raise ValueError(_tr("Type the host's address (as shown in the host's window), or pick a round from the "
                             "list."))
    match = re.fullmatch(r"(?:wss?://)?(\[[0-9a-fA-F:.]+\]|[^\s:/\[\]]+)(?::(\d{1,5}))?/?", text)
    if match is None:
        raise ValueError(_tr("{text} is not an address: type it as 192.168.1.5:{port}").format(
            text=repr(text), port=DEFAULT_PORT))
    host, port = match.group(1), int(match.group(2) or DEFAULT_PORT)
    if not 0 < port < 65536:
        raise ValueError(_tr("Port {port} is not in 1..65535.").format(port=port))
    if not host.startswith("["):
        try:
            ipaddress.ip_address(host)
        except ValueError:
            if not re.fullmatch(r"[A-Za-z0-9]([A-Za-z0-9.-]{0,252})", host):
                raise ValueError(_tr("{host} is not a host name or address.").format(host=repr(host))) from None
    return f"ws://{host}:{port}"


def _name_problem(name: str) -> str:
    try:
        clean_name(name)
    except ProtocolError as exc:
        return _tr("Your name: {problem}").format(problem=exc)
    return ""


def _code_problem(text: str, language: str) -> str:
    """What is wrong with a room's game code ("" when it is none, or good): it must be a series (a
    seed, not a fixed board) in the round's language."""
    if not text:
        return ""
    try:
        code = decode_game(text)
    except GameCodeError as exc:
        return _tr("Game code: {problem}").format(problem=error_text(exc))
    if code.seed is None:
        return _tr("Game code: this code holds one fixed board, not a series of boards.")
    if code.language != language:
        return _tr("Game code: it is a game in {theirs}; the round is in {ours}.").format(
            theirs=language_name(code.language), ours=language_name(language))
    return ""


class HostDialog(QDialog):
    """Host a round: name, language, word list and dice of the language, rule, round length, port,
    network or this machine only. The language offers its own lists and dice, as New game does."""

    def __init__(self, *, name: str = "", wordlist: str = DEFAULT_WORDLIST, dice_key: str = "new",
                 language: str = DEFAULT_LANGUAGE, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a round"))
        form = QFormLayout(self)
        self.name_edit = QLineEdit(name)
        self.name_edit.setPlaceholderText(self.tr("Your name, as the others will see it"))
        self.name_edit.setMaxLength(32)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.wordlist = QComboBox()
        self.dice = QComboBox()
        # The game's language to start with; its own lists and dice (language_choice, as in New game).
        self.language_choice = LanguageChoice(language if language in LANGUAGES else DEFAULT_LANGUAGE,
                                              dice=self.dice, wordlist=self.wordlist, dice_key=dice_key,
                                              wordlist_spec=wordlist, parent=self)
        self.language = self.language_choice.combo
        form.addRow(self.tr("Lan&guage:"), self.language)
        form.addRow(self.tr("&Word list:"), self.wordlist)
        form.addRow(self.tr("&Dice:"), self.dice)
        self.rule = QComboBox()
        for key in RULE_TEXT:
            self.rule.addItem(rule_text(key), key)
        form.addRow(self.tr("&Scoring:"), self.rule)
        self.seconds = QSpinBox()
        self.seconds.setRange(MIN_SECONDS, MAX_SECONDS)
        self.seconds.setSingleStep(30)
        self.seconds.setSuffix(self.tr(" s", "seconds"))
        self.seconds.setValue(DEFAULT_SECONDS)
        form.addRow(self.tr("&Round length:"), self.seconds)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("&Port:"), self.port)
        who = QWidget()
        who_lay = QVBoxLayout(who)
        who_lay.setContentsMargins(0, 0, 0, 0)
        self.lan = QRadioButton(self.tr("Everyone on the &local network (the round is advertised)"))
        self.local_only = QRadioButton(self.tr("This &machine only (other windows of this computer)"))
        self.lan.setChecked(True)
        who_lay.addWidget(self.lan)
        who_lay.addWidget(self.local_only)
        form.addRow(self.tr("Who can join:"), who)
        self.password = QLineEdit()
        self.password.setMaxLength(MAX_PASSWORD)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("none: anyone who finds the round can join"))
        form.addRow(self.tr("Room pass&word:"), self.password)
        self.spectators = QSpinBox()
        self.spectators.setRange(0, MAX_SPECTATORS)
        self.spectators.setSpecialValueText(self.tr("no spectators"))
        self.spectators.setValue(DEFAULT_SPECTATORS)
        self.spectators.setToolTip(self.tr("People who watch the clock and the players without playing"))
        form.addRow(self.tr("S&pectators at most:"), self.spectators)
        self.ready_check = QCheckBox(self.tr("Start each round when every player is &ready"))
        form.addRow("", self.ready_check)
        self.countdown = QSpinBox()
        self.countdown.setRange(0, int(MAX_COUNTDOWN))
        self.countdown.setSuffix(self.tr(" s", "seconds"))
        self.countdown.setSpecialValueText(self.tr("none: rounds start at once"))
        self.countdown.setValue(0)
        form.addRow(self.tr("&Countdown before a round:"), self.countdown)
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("optional: the rounds play this code's boards, one after another"))
        form.addRow(self.tr("Game &code:"), self.code)
        self.problem = QLabel("")
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Host"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def settings(self) -> HostSettings:
        return HostSettings(name=" ".join(self.name_edit.text().split()), wordlist=self.wordlist.currentData(),
                            dice_key=self.dice.currentData(), language=self.language.currentData(),
                            rule=self.rule.currentData(), seconds=self.seconds.value(), port=self.port.value(),
                            lan=self.lan.isChecked(), password=self.password.text(),
                            max_spectators=self.spectators.value(), ready_check=self.ready_check.isChecked(),
                            countdown=self.countdown.value(), code=self.code.text().strip())

    def _accept(self) -> None:
        problem = _name_problem(self.name_edit.text())
        self.problem.setText(problem)
        if problem:
            self.name_edit.setFocus()
            return
        problem = _code_problem(self.code.text().strip(), self.language.currentData())
        self.problem.setText(problem)
        if problem:
            self.code.setFocus()
            return
        self.accept()


def discovery_job(ctx: JobContext):
    """Browse for rounds until cancelled; yields the list of :class:`HostInfo` each time it changes."""
    with HostBrowser() as browser:
        version = -1
        while not ctx.cancelled():
            now = browser.wait_for_change(version, 0.25)
            if now != version:
                version = now
                yield browser.hosts()


class JoinDialog(QDialog):
    """Join a round: rounds found on the network (live), or a typed address; your name and your list."""

    def __init__(self, *, name: str = "", wordlist: str = DEFAULT_WORDLIST, address: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a round"))
        self.resize(520, 420)
        lay = QVBoxLayout(self)
        caption = QLabel(self.tr("ROUNDS ON THE LOCAL NETWORK"))
        caption.setObjectName("caption")
        lay.addWidget(caption)
        self.found = QListWidget()
        self.found.setAccessibleName(self.tr("Rounds found"))
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemDoubleClicked.connect(lambda _item: self._accept())
        lay.addWidget(self.found, 1)
        self.looking = QLabel("")
        self.looking.setWordWrap(True)
        lay.addWidget(self.looking)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setPlaceholderText(self.tr("or type the host's address, e.g. 192.168.1.5:{port}").format(
            port=DEFAULT_PORT))
        form.addRow(self.tr("&Address:"), self.address)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(32)
        self.name_edit.setPlaceholderText(self.tr("Your name, as the others will see it"))
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.wordlist = QComboBox()
        fill_wordlist_combo(self.wordlist, wordlist)
        self.wordlist.setToolTip(self.tr("Your list checks words as you type; the host's list decides"))
        form.addRow(self.tr("Your &word list:"), self.wordlist)
        self.password = QLineEdit()
        self.password.setMaxLength(MAX_PASSWORD)
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_label = QLabel(self.tr("Room pass&word:"))
        self.password_label.setBuddy(self.password)
        form.addRow(self.password_label, self.password)
        self.spectate = QCheckBox(self.tr("Join as a &spectator (watch the round without playing)"))
        form.addRow("", self.spectate)
        lay.addLayout(form)
        self.problem = QLabel("")
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        row = QHBoxLayout()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        row.addWidget(buttons)
        lay.addLayout(row)
        self.url = ""
        self.hosts: list[HostInfo] = []
        self.address.textChanged.connect(lambda _text: self._show_password())
        self._show_password()
        if DISCOVERY_ENABLED:
            self.looking.setText(self.tr("Looking for rounds…"))
            runner().start(discovery_job, owner=self, slot="discover", name="discover rounds", interval_ms=200,
                           on_partial=lambda lists: self.set_hosts(lists[-1]), on_failed=self._discovery_failed)
        else:
            self.looking.setText(self.tr("Looking for rounds on the network is off; type the host's address."))

    def set_hosts(self, hosts: list[HostInfo]) -> None:
        """Show the rounds found (keeps the one picked, if it is still there)."""
        picked = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.hosts = list(hosts)
        self.found.blockSignals(True)
        self.found.clear()
        for host in self.hosts:
            item = QListWidgetItem(host_label(host))
            item.setData(Qt.ItemDataRole.UserRole, host.instance)
            if host.protocol_version != PROTOCOL_VERSION:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setText(self.tr("{round} (another version of the app)").format(round=host_label(host)))
                item.setToolTip(self.tr("This round speaks protocol version {theirs}; this app speaks version "
                                        "{ours}. Use the same version of the app to join.").format(
                    theirs=host.protocol_version, ours=PROTOCOL_VERSION))
            elif host.locked:
                item.setText(self.tr("{round} (password)").format(round=host_label(host)))
            self.found.addItem(item)
            if host.instance == picked:
                self.found.setCurrentItem(item)
        self.found.blockSignals(False)
        count = len(self.hosts)
        self.looking.setText(self.tr("No rounds found yet; still looking… (or type the host's address)") if not count
                             else self.tr("%n round(s) found; still looking…", "", count))
        self._show_password()

    def _discovery_failed(self, message: str) -> None:
        self.looking.setText(self.tr("Cannot look for rounds on the network ({problem}); type the host's "
                                     "address.").format(problem=message.splitlines()[0]))

    def _picked(self, item, _previous=None) -> None:
        if item is None:
            return
        host = next((h for h in self.hosts if h.instance == item.data(Qt.ItemDataRole.UserRole)), None)
        if host is not None:
            self.address.setText(f"{host.address}:{host.port}")
            self._offer_lists_of(host.language)
        self._show_password()

    def picked_host(self) -> HostInfo | None:
        """The round found on the network whose address is the one typed, if any."""
        return next((h for h in self.hosts if f"{h.address}:{h.port}" == self.address.text().strip()), None)

    def _show_password(self) -> None:
        """The password: required for a round found locked, offered for an address typed by hand
        (whether it has one shows only on joining), not asked for an open round found."""
        host = self.picked_host()
        needed = host is not None and host.locked
        self.password.setPlaceholderText(self.tr("this round has a password") if needed
                                         else self.tr("only if the round has one"))
        for widget in (self.password_label, self.password):
            widget.setVisible(host is None or host.locked)

    def _offer_lists_of(self, code: str) -> None:
        """Your list checks words as you type only in the round's language: offer that language's lists."""
        if code not in LANGUAGES or list_language(self.wordlist.currentData()) == code:
            return
        fill_wordlist_combo(self.wordlist, get_language(code).wordlists[0], code)

    def _accept(self) -> None:
        problem = _name_problem(self.name_edit.text())
        if not problem:
            try:
                self.url = parse_address(self.address.text())
            except ValueError as exc:
                problem = self.tr("Address: {problem}").format(problem=exc)
        host = self.picked_host()
        if not problem and host is not None and host.locked and not self.password.text():
            problem = self.tr("This round has a password: type it to join.")
            self.password.setFocus()
        self.problem.setText(problem)
        if problem:
            return
        runner().cancel(owner=self, wait=True, timeout=3.0)
        self.accept()

    def done(self, result: int) -> None:
        runner().cancel(owner=self, wait=True, timeout=3.0)   # stop browsing however the dialog closes
        super().done(result)

    @property
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())

    @property
    def wordlist_spec(self) -> str:
        return self.wordlist.currentData()

    @property
    def room_password(self) -> str | None:
        """The password typed (None: none, or a round found without one)."""
        host = self.picked_host()
        return self.password.text() or None if host is None or host.locked else None


class PasswordRow(QWidget):
    """A room password typed again after the host refused one: ``retry`` when Enter or Join again
    is pressed (the round window joins again with :attr:`password`'s text)."""

    retry = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(MAX_PASSWORD)
        self.password.setPlaceholderText(self.tr("the room's password"))
        self.password.setAccessibleName(self.tr("Room password"))
        self.password.returnPressed.connect(self.retry.emit)
        label = QLabel(self.tr("Pass&word:"))
        label.setBuddy(self.password)
        row.addWidget(label)
        row.addWidget(self.password, 1)
        self.button = push_button(self.tr("&Join again"), self.retry.emit)
        row.addWidget(self.button)
        self.setVisible(False)
