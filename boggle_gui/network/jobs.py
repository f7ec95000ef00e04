"""Play together: the jobs behind a network round window (worker threads; nothing here touches a widget).

Starting and stopping the round's server, reading its events, the host's round controls,
the player's client session and advertising the round each run as a job of
:mod:`boggle_gui.shared.jobs`; the window gets their results in main-thread slots.
"""
from __future__ import annotations

import queue

from core.net import PROTOCOL_VERSION, Advertiser, ClientSession, HostThread, Limits, default_identities
from core.play import LobbyRules, decode_game

from ..shared.jobs import JobContext
from .dialogs import HostSettings

#: Seconds between the advertising job's checks for changes and for being cancelled.
EVENT_POLL_S = 0.25


def start_host_job(ctx: JobContext, settings: HostSettings, wordlist):
    """Start the round's server; result: the running ``HostThread``."""
    lobby = LobbyRules(ready_check=settings.ready_check, countdown=settings.countdown)
    # A game code names its own dice, rules and shortest word (as ``boggle host --code`` takes them).
    code = decode_game(settings.code) if settings.code else None
    game = {"dice": code.dice_key, "rules": code.rules, "min_length": code.min_length} if code else \
        {"dice": settings.dice_key}
    host = HostThread(wordlist, rule=settings.rule, seconds=settings.seconds, host=settings.bind_host,
                      port=settings.port, lobby=lobby, password=settings.password or None,
                      limits=Limits(max_spectators=settings.max_spectators), code=code,
                      rematch="next" if code else "new", **game)
    host.start()
    if ctx.cancelled():
        host.stop()
    return host


def host_events_job(ctx: JobContext, host):
    """Read the server's own event queue (so it never grows); yields only ``stopped``."""
    for event in host.events(cancelled=ctx.cancelled):
        if event.get("type") == "stopped":
            yield event


def host_call_job(ctx: JobContext, host, control):
    """Call one of the host's thread-safe round controls with the host (``HostThread.start_round``,
    ``end_round``, ``next_round``, or a function of the host such as a rematch or a removal)."""
    return control(host)


def session_job(ctx: JobContext, url: str, name: str, wordlist, options: dict):
    """Join ``url`` as ``name`` (``options``: more keyword arguments of the ``ClientSession``, such as
    its password or ``spectate``); yields every event of the session until it closes or the job is
    cancelled (the player then leaves the round).

    The first value yielded is the session itself, so the window can submit words through it
    (``submit`` and ``ready`` are thread-safe).
    """
    session = ClientSession(url, name, wordlist=wordlist, identities=default_identities(), **options)
    try:
        yield session
        yield from session.events(cancelled=ctx.cancelled)
    finally:
        if ctx.cancelled():
            session.leave(timeout=3.0)
        else:
            session.close(timeout=3.0)


def advertise_job(ctx: JobContext, port: int, fields: dict, updates: queue.Queue):
    """Advertise the round until cancelled, publishing each dict of changed fields put in ``updates``."""
    advertiser = Advertiser(port, protocol_version=PROTOCOL_VERSION, **fields)
    advertiser.start()
    try:
        yield advertiser.name
        while not ctx.cancelled():
            try:
                change = updates.get(timeout=EVENT_POLL_S)
            except queue.Empty:
                continue
            advertiser.update(**change)
    finally:
        advertiser.close()


def stop_host_job(ctx: JobContext, host):
    host.stop()
