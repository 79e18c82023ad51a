#!/usr/bin/env python3
# Holds idle keep-alive connections open to a server on 127.0.0.1, for
# bench/idle-memory.sh.
#
#   idle-clients.py PORT N
#
# Steps, each ended by a line on stdout, the next begun by a line on stdin:
#   1. warm-up: 16 connections, 50 requests each, closed   -> "warm"
#   2. opens N connections, each answering one GET /items/1
#      completely, then leaves them open and idle          -> "open N"
#   3. closes them and exits.
# Any failure (refused connection, an answer other than 200, a connection
# closed early) ends the script with a message and status 1.
import asyncio
import sys

REQUEST = b"GET /items/1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


async def one_request(reader, writer):
    writer.write(REQUEST)
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    status = head.split(b" ", 2)[1]
    if status != b"200":
        raise RuntimeError("answer " + head.split(b"\r\n", 1)[0].decode())
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)


async def connect(port):
    return await asyncio.open_connection("127.0.0.1", port)


async def warm_up(port):
    async def client():
        reader, writer = await connect(port)
        for _ in range(50):
            await one_request(reader, writer)
        writer.close()
        await writer.wait_closed()

    await asyncio.gather(*(client() for _ in range(16)))


async def open_idle(port, n):
    held = []
    gate = asyncio.Semaphore(100)  # connections being opened at a time

    async def client():
        async with gate:
            reader, writer = await connect(port)
            await one_request(reader, writer)
            held.append((reader, writer))

    await asyncio.gather(*(client() for _ in range(n)))
    return held


async def check_open(held):
    # an idle connection the server closed reads as end of input at once
    await asyncio.sleep(0.1)
    for reader, _ in held:
        if reader.at_eof():
            raise RuntimeError("the server closed an idle connection")


async def close_all(held):
    for _, writer in held:
        writer.close()
    await asyncio.gather(*(w.wait_closed() for _, w in held), return_exceptions=True)


def main():
    port, n = int(sys.argv[1]), int(sys.argv[2])
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(warm_up(port))
        print("warm", flush=True)
        sys.stdin.readline()
        held = loop.run_until_complete(open_idle(port, n))
        print("open", len(held), flush=True)
        sys.stdin.readline()
        loop.run_until_complete(check_open(held))
        loop.run_until_complete(close_all(held))
    except Exception as e:  # noqa: BLE001 - any failure ends the run
        print("idle-clients: %s: %s" % (type(e).__name__, e), file=sys.stderr, flush=True)
        sys.exit(1)
    finally:
        loop.close()


if __name__ == "__main__":
    main()
