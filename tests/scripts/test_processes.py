"""scripts/processes.py: servers started on ports only found free are started again on
new ports when another process took theirs; a bound socket keeps its port for a child."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from scripts.processes import (
    PortTaken,
    bound_socket,
    free_port,
    free_ports,
    on_free_ports,
    says_port_taken,
)


def test_a_start_whose_port_was_taken_is_made_again_on_a_new_port():
    ports: list[int] = []

    def start() -> int:
        ports.append(free_port())
        if len(ports) < 3:
            raise PortTaken(str(ports[-1]))
        return ports[-1]

    assert on_free_ports(start) == ports[-1]
    assert len(ports) == 3


def test_a_port_taken_at_every_attempt_or_any_other_failure_ends_the_start():
    calls: list[str] = []

    def always_taken() -> None:
        calls.append("taken")
        raise PortTaken("taken")

    with pytest.raises(PortTaken):
        on_free_ports(always_taken, attempts=2)
    assert calls == ["taken", "taken"]

    def broken() -> None:
        calls.append("broken")
        raise RuntimeError("exited")

    with pytest.raises(RuntimeError, match="exited"):
        on_free_ports(broken)
    assert calls.count("broken") == 1


def test_the_servers_words_for_a_taken_port_are_recognised():
    redis = "# Could not create server TCP listening socket 127.0.0.1:6390: bind: Address already in use"
    node = "Error: listen EADDRINUSE: address already in use 127.0.0.1:3000"
    assert says_port_taken(redis) and says_port_taken(node)
    assert not says_port_taken("Connection refused")


def test_ports_found_at_once_differ_from_each_other():
    ports = free_ports(8)
    assert len(set(ports)) == 8
    with socket.socket() as server:
        server.bind(("127.0.0.1", ports[0]))


def test_a_bound_socket_handed_to_a_child_serves_there_and_nobody_else_can_bind_it():
    with bound_socket() as listener:
        port = listener.getsockname()[1]
        with socket.socket() as intruder, pytest.raises(OSError):
            intruder.bind(("127.0.0.1", port))
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(listener.fileno())],
            pass_fds=[listener.fileno()],
            stdout=subprocess.PIPE,
        )
    try:
        assert child.stdout is not None
        assert child.stdout.readline() == b"listening\n"
        with socket.create_connection(("127.0.0.1", port), timeout=30) as client:
            assert client.recv(16) == b"served"
    finally:
        child.wait(timeout=30)


# Listens on the inherited socket, answers one connection and ends.
CHILD = """
import socket, sys
server = socket.socket(fileno=int(sys.argv[1]))
server.listen()
print("listening", flush=True)
connection, _ = server.accept()
connection.sendall(b"served")
connection.close()
"""
