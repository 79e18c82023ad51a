//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_LFU_CACHE_HPP
#define ROUTE_CORE_LFU_CACHE_HPP

// route::lfu_cache, pekko-http-caching's LfuCache: a bounded map that
// evicts the least frequently used entry, with optional expiry after a
// write (time to live) and after the last access (time to idle). The
// caching directives (<route/dsl/caching.hpp>) keep responses in one.

#include <route/config.hpp>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <list>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace route {

/** The settings of an `lfu_cache`, with pekko-http-caching's defaults
    (`pekko.http.caching.lfu-cache` in its reference.conf).

    @par Example
    @code
    route::lfu_cache<std::string, int> c(route::lfu_cache_settings{
        .max_capacity = 50,
        .initial_capacity = 25,
        .time_to_live = std::chrono::seconds(20),
        .time_to_idle = std::chrono::seconds(10)});
    @endcode
*/
struct lfu_cache_settings
{
    using clock_type = std::chrono::steady_clock;

    /// The most entries the cache holds; a new one beyond evicts one.
    std::size_t max_capacity = 512;

    /// The number of entries the cache reserves room for when created.
    std::size_t initial_capacity = 16;

    /// How long an entry stays after it was written (empty: forever).
    std::optional<clock_type::duration> time_to_live{};

    /// How long an entry stays after it was last read or written (empty: forever).
    std::optional<clock_type::duration> time_to_idle{};

    /** The time source for expiry (empty: `std::chrono::steady_clock::now`).
        Tests set a clock of their own to make entries expire without waiting.
    */
    std::function<clock_type::time_point()> clock{};
};

/** A bounded, thread-safe map from `K` to `V` that evicts the least
    frequently used entry when full, as pekko-http-caching's `LfuCache`.

    Every read and write counts as a use. When a new key would exceed
    `max_capacity`, the entry used least often goes, the least recently
    used among equals; expired entries go first. An entry expires
    `time_to_live` after it was written, or `time_to_idle` after it was last
    read or written, whichever comes first; an expired entry is never
    returned, and it is dropped when met or when a key is added.

    All members may be called from any thread: one mutex guards the
    entries, and it is never held while a loading function runs. A route
    shares a cache through a `std::shared_ptr` (see `route::dsl::route_cache`).

    @par Example
    @code
    route::lfu_cache<int, std::string> names({.max_capacity = 100});
    names.put(1, "one");
    std::optional<std::string> one = names.get(1);             // "one"
    std::string two = names.get_or_load(2, [](int k) { return std::to_string(k); });
    @endcode

    @tparam K the key: copyable, hashed by `Hash`, compared by `KeyEqual`
    @tparam V the value: copyable
*/
template <class K, class V, class Hash = std::hash<K>, class KeyEqual = std::equal_to<K>>
class lfu_cache
{
public:
    using key_type = K;
    using mapped_type = V;
    using clock_type = lfu_cache_settings::clock_type;

    /** Creates an empty cache.

        @throws std::invalid_argument when `initial_capacity` exceeds
        `max_capacity`, or when both durations are set and the time to live
        is shorter than the time to idle (pekko-http-caching's checks).
    */
    explicit lfu_cache(lfu_cache_settings s = {});

    lfu_cache(const lfu_cache&) = delete;
    lfu_cache& operator=(const lfu_cache&) = delete;

    /// The settings the cache was created with.
    const lfu_cache_settings& settings() const noexcept { return settings_; }

    /// The value cached for `key`, counted as a use; empty when none is, or it expired.
    std::optional<V> get(const K& key);

    /// Stores `value` for `key`, replacing what was there.
    void put(const K& key, V value);

    /** The value cached for `key`, or the one `load` returns, which is
        stored.

        `load` is called with the key, or with no argument, and without the
        cache's lock held: two threads that miss the same key at once both
        call it, and both receive the value that was stored first. An
        exception from `load` propagates and nothing is stored.
    */
    template <class F>
    V get_or_load(const K& key, F&& load);

    /// Removes the entry for `key`; returns true when there was one.
    bool remove(const K& key);

    /// Removes every entry.
    void clear();

    /** The number of entries, expired ones not yet dropped included (an
        upper bound of what `get` can find, as pekko-http-caching's `size`).
    */
    std::size_t size() const;

    /// The keys of the entries, in no particular order (expired ones may be among them).
    std::vector<K> keys() const;

private:
    struct entry;
    using node = std::pair<const K, entry>;
    struct bucket
    {
        std::uint64_t uses;
        std::list<node*> nodes; // least recently used first
    };
    using bucket_iterator = typename std::list<bucket>::iterator;
    using node_iterator = typename std::list<node*>::iterator;

    struct entry
    {
        V value;
        clock_type::time_point written;
        clock_type::time_point accessed;
        bucket_iterator in_bucket;
        node_iterator pos_in_bucket;
        node_iterator pos_by_access;
        node_iterator pos_by_write;
    };

    clock_type::time_point now() const;
    bool expired(const entry& e, clock_type::time_point t) const noexcept;
    void touch(node& n, clock_type::time_point t);
    void erase(node& n);
    void drop_expired(clock_type::time_point t);
    void insert(const K& key, V value, clock_type::time_point t);

    lfu_cache_settings settings_;
    mutable std::mutex mutex_;
    std::unordered_map<K, entry, Hash, KeyEqual> map_;
    std::list<bucket> buckets_;  // by ascending use count
    std::list<node*> by_access_; // least recently accessed first
    std::list<node*> by_write_;  // least recently written first
};

} // namespace route

#include <route/core/impl/lfu_cache.hpp>

#endif
