"""Playing together on the local network: the round host, the client and service discovery.

See docs/network.md for the protocol and the threat list.
"""
