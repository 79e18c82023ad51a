//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
// When the event streams of bench/streaming.cpp and
// bench/streaming_baseline.cpp send their events: the same rule for both,
// so that the two servers are compared on the same load, whatever order
// and pace their connections were set up in.
//
// A stream sends its first event at once, then one every 100 ms, at
//
//   tick    the same instants for every stream: multiples of 100 ms of the
//           steady clock (a clock or a broadcast: each tick sends an event
//           to every client, back to back);
//   spread  the n-th stream started is offset by (n mod 1000) x 100 us from
//           those instants (1000 streams: one event every 100 us, a server
//           that keeps up waits for each).
//
// Left to the connections' own start times, the phases depend on how each
// server paced the set-up of 1000 connections arriving at once, and so
// does the cost of an event: sent in a burst, events share the wake-ups of
// the server and of the client.

#ifndef ROUTE_BENCH_EVENT_SCHEDULE_HPP
#define ROUTE_BENCH_EVENT_SCHEDULE_HPP

#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bench {

constexpr auto event_period = std::chrono::milliseconds(100);

enum class event_schedule
{
    tick,
    spread
};

inline std::optional<event_schedule>
parse_event_schedule(std::string_view s)
{
    if (s == "tick")
        return event_schedule::tick;
    if (s == "spread")
        return event_schedule::spread;
    return std::nullopt;
}

// The time of a new stream's second event, by the schedule; one thread.
class event_clock
{
public:
    explicit event_clock(event_schedule s) noexcept : s_(s) {}

    std::chrono::steady_clock::time_point second_event(std::chrono::steady_clock::time_point now)
    {
        using std::chrono::steady_clock;
        auto ticks = now.time_since_epoch() / event_period + 1;
        auto t = steady_clock::time_point(
            std::chrono::duration_cast<steady_clock::duration>(ticks * event_period));
        if (s_ == event_schedule::spread)
            t += (streams_++ % slots) * std::chrono::duration_cast<steady_clock::duration>(
                                            event_period) /
                 slots;
        return t;
    }

private:
    static constexpr std::uint64_t slots = 1000;
    event_schedule s_;
    std::uint64_t streams_ = 0;
};

} // namespace bench

#endif
