//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_CORE_IMPL_LFU_CACHE_HPP
#define ROUTE_CORE_IMPL_LFU_CACHE_HPP

// Each entry sits in three lists, kept in step under the mutex:
//  - the bucket of its use count (buckets ascend by count; within one,
//    the least recently used comes first), so that the entry to evict is
//    the front of the first bucket and a use moves an entry in O(1);
//  - by last access, whose front is the first to outlive time_to_idle;
//  - by last write, whose front is the first to outlive time_to_live.
// The lists hold pointers to the map's nodes, which rehashing never moves.

namespace route {

template <class K, class V, class H, class E>
lfu_cache<K, V, H, E>::lfu_cache(lfu_cache_settings s) : settings_(std::move(s))
{
    if (settings_.initial_capacity > settings_.max_capacity)
        throw std::invalid_argument("lfu_cache: initial_capacity must be <= max_capacity");
    if (settings_.time_to_live && settings_.time_to_idle &&
        *settings_.time_to_live < *settings_.time_to_idle)
        throw std::invalid_argument("lfu_cache: time_to_live must be >= time_to_idle");
    map_.reserve(settings_.initial_capacity);
}

template <class K, class V, class H, class E>
auto lfu_cache<K, V, H, E>::now() const -> clock_type::time_point
{
    // without expiry, times are not read: no clock call on a hit
    if (!settings_.time_to_live && !settings_.time_to_idle)
        return {};
    return settings_.clock ? settings_.clock() : clock_type::now();
}

template <class K, class V, class H, class E>
bool lfu_cache<K, V, H, E>::expired(const entry& e, clock_type::time_point t) const noexcept
{
    return (settings_.time_to_live && t - e.written >= *settings_.time_to_live) ||
           (settings_.time_to_idle && t - e.accessed >= *settings_.time_to_idle);
}

// One more use: to the bucket of the next count, and to the back of the
// access list.
template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::touch(node& n, clock_type::time_point t)
{
    entry& e = n.second;
    auto from = e.in_bucket;
    auto to = std::next(from);
    bool next_count = to != buckets_.end() && to->uses == from->uses + 1;
    if (!next_count && from->nodes.size() == 1)
    {
        // alone in its bucket, with no bucket for the next count: the
        // bucket moves up
        ++from->uses;
        by_access_.splice(by_access_.end(), by_access_, e.pos_by_access);
        e.accessed = t;
        return;
    }
    if (!next_count)
        to = buckets_.insert(to, bucket{from->uses + 1, {}});
    to->nodes.splice(to->nodes.end(), from->nodes, e.pos_in_bucket);
    e.in_bucket = to;
    if (from->nodes.empty())
        buckets_.erase(from);
    by_access_.splice(by_access_.end(), by_access_, e.pos_by_access);
    e.accessed = t;
}

template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::erase(node& n)
{
    entry& e = n.second;
    e.in_bucket->nodes.erase(e.pos_in_bucket);
    if (e.in_bucket->nodes.empty())
        buckets_.erase(e.in_bucket);
    by_access_.erase(e.pos_by_access);
    by_write_.erase(e.pos_by_write);
    map_.erase(map_.find(n.first));
}

template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::drop_expired(clock_type::time_point t)
{
    if (settings_.time_to_idle)
        while (!by_access_.empty() && expired(by_access_.front()->second, t))
            erase(*by_access_.front());
    if (settings_.time_to_live)
        while (!by_write_.empty() && expired(by_write_.front()->second, t))
            erase(*by_write_.front());
}

// Stores a value for a key that has no entry.
template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::insert(const K& key, V value, clock_type::time_point t)
{
    drop_expired(t);
    if (settings_.max_capacity == 0)
        return;
    if (map_.size() >= settings_.max_capacity)
        erase(*buckets_.front().nodes.front());
    auto [it, inserted] = map_.try_emplace(key, entry{std::move(value), t, t, {}, {}, {}, {}});
    node& n = *it;
    if (buckets_.empty() || buckets_.front().uses != 1)
        buckets_.push_front(bucket{1, {}});
    entry& e = n.second;
    e.in_bucket = buckets_.begin();
    e.pos_in_bucket = e.in_bucket->nodes.insert(e.in_bucket->nodes.end(), &n);
    e.pos_by_access = by_access_.insert(by_access_.end(), &n);
    e.pos_by_write = by_write_.insert(by_write_.end(), &n);
}

template <class K, class V, class H, class E>
std::optional<V> lfu_cache<K, V, H, E>::get(const K& key)
{
    auto t = now();
    std::lock_guard lock(mutex_);
    auto it = map_.find(key);
    if (it == map_.end())
        return std::nullopt;
    if (expired(it->second, t))
    {
        erase(*it);
        return std::nullopt;
    }
    touch(*it, t);
    return it->second.value;
}

template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::put(const K& key, V value)
{
    auto t = now();
    std::lock_guard lock(mutex_);
    auto it = map_.find(key);
    if (it != map_.end() && !expired(it->second, t))
    {
        entry& e = it->second;
        e.value = std::move(value);
        e.written = t;
        by_write_.splice(by_write_.end(), by_write_, e.pos_by_write);
        touch(*it, t);
        return;
    }
    if (it != map_.end())
        erase(*it);
    insert(key, std::move(value), t);
}

template <class K, class V, class H, class E>
template <class F>
V lfu_cache<K, V, H, E>::get_or_load(const K& key, F&& load)
{
    if (auto v = get(key))
        return std::move(*v);
    V loaded = [&] {
        if constexpr (std::is_invocable_v<F&, const K&>)
            return static_cast<V>(std::invoke(load, key));
        else
            return static_cast<V>(std::invoke(load));
    }();
    auto t = now();
    std::lock_guard lock(mutex_);
    auto it = map_.find(key);
    if (it != map_.end() && !expired(it->second, t))
    {
        // another thread stored one meanwhile: that one stays
        touch(*it, t);
        return it->second.value;
    }
    if (it != map_.end())
        erase(*it);
    insert(key, loaded, t);
    return loaded;
}

template <class K, class V, class H, class E>
bool lfu_cache<K, V, H, E>::remove(const K& key)
{
    std::lock_guard lock(mutex_);
    auto it = map_.find(key);
    if (it == map_.end())
        return false;
    erase(*it);
    return true;
}

template <class K, class V, class H, class E>
void lfu_cache<K, V, H, E>::clear()
{
    std::lock_guard lock(mutex_);
    buckets_.clear();
    by_access_.clear();
    by_write_.clear();
    map_.clear();
}

template <class K, class V, class H, class E>
std::size_t lfu_cache<K, V, H, E>::size() const
{
    std::lock_guard lock(mutex_);
    return map_.size();
}

template <class K, class V, class H, class E>
std::vector<K> lfu_cache<K, V, H, E>::keys() const
{
    std::lock_guard lock(mutex_);
    std::vector<K> out;
    out.reserve(map_.size());
    for (auto const& [k, e] : map_)
        out.push_back(k);
    return out;
}

} // namespace route

#endif
