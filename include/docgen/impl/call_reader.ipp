//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_IMPL_CALL_READER_IPP
#define DOCGEN_IMPL_CALL_READER_IPP

// How impl/record.ipp reads a recorded call from the calls format: member
// by member, each error naming the member.

#include <docgen/record.hpp>
#include <boost/algorithm/string/predicate.hpp>
#include <boost/beast/core/string.hpp>
#include <algorithm>
#include <cctype>

namespace docgen {
namespace detail {

// Reads a recorded call member by member; the first error wins.
class call_reader
{
public:
    explicit call_reader(const boost::json::object& o) : o_(o) {}

    const route::json::decode_error* error() const noexcept { return failed_ ? &err_ : nullptr; }

    void text(std::string_view key, std::string& out)
    {
        if (auto const* v = find(key))
        {
            if (auto const* s = v->if_string())
                out.assign(s->data(), s->size());
            else
                fail(key, "expected a string");
        }
    }

    // one of the spellings of `E`
    template <class E>
    void spelling(std::string_view key, spelled<E>& out)
    {
        static const std::string expected = "expected " + spelled<E>::expected();
        if (auto const* v = find(key))
        {
            auto const* s = v->if_string();
            auto e = s ? spelled<E>::from_text(std::string_view(s->data(), s->size())) : std::nullopt;
            if (e)
                out = *e;
            else
                fail(key, expected.c_str());
        }
    }

    void number(std::string_view key, unsigned& out)
    {
        if (auto const* v = find(key))
        {
            if (v->is_int64() && v->get_int64() >= 0 && v->get_int64() < 1000)
                out = static_cast<unsigned>(v->get_int64());
            else if (v->is_uint64() && v->get_uint64() < 1000)
                out = static_cast<unsigned>(v->get_uint64());
            else
                fail(key, "expected a status code");
        }
    }

    void texts(std::string_view key, std::vector<std::string>& out)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* a = v->if_array();
        if (!a)
            return fail(key, "expected an array");
        for (auto const& x : *a)
        {
            if (!x.is_string())
                return fail(key, "expected an array of strings");
            out.emplace_back(x.get_string());
        }
    }

    // an object whose members are strings: the scopes of an OAuth 2 flow
    void text_map(std::string_view key, std::map<std::string, std::string>& out)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* o = v->if_object();
        if (!o)
            return fail(key, "expected an object");
        for (auto const& m : *o)
        {
            if (!m.value().is_string())
                return fail(key, "expected an object of strings");
            out.emplace(std::string(m.key()), std::string(m.value().get_string()));
        }
    }

    // pairs of strings: headers or path parameters
    template <class Pair>
    void pairs(std::string_view key, std::vector<Pair>& out)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* a = v->if_array();
        if (!a)
            return fail(key, "expected an array");
        for (auto const& x : *a)
        {
            auto const* p = x.if_array();
            // a path parameter may carry its description third
            constexpr bool described = std::is_same_v<Pair, parameter_value>;
            if (!p || !(p->size() == 2 || (described && p->size() == 3)) ||
                !std::all_of(p->begin(), p->end(), [](auto const& e) { return e.is_string(); }))
                return fail(key, described ? "expected an array of [name, value] or "
                                             "[name, value, description] arrays"
                                           : "expected an array of [name, value] pairs");
            out.push_back(Pair{std::string((*p)[0].get_string()), std::string((*p)[1].get_string())});
            if constexpr (described)
                if (p->size() == 3)
                    out.back().description = std::string((*p)[2].get_string());
        }
    }

    void schema(std::string_view key, std::optional<route::json::schema>& out)
    {
        auto const* v = o_.if_contains(key);
        if (failed_ || !v || v->is_null())
            return;
        auto s = route::json::schema::from_json(*v);
        if (!s)
        {
            err_ = s.error();
            err_.path = std::string(key) + (err_.path.empty() ? "" : ".") + err_.path;
            failed_ = true;
            return;
        }
        out = std::move(*s);
    }

    /// A member that may be left out: true when present and not yet failed.
    bool has(std::string_view key) const noexcept { return !failed_ && o_.contains(key); }

    void flag(std::string_view key, bool& out)
    {
        if (auto const* v = find(key))
        {
            if (v->is_bool())
                out = v->get_bool();
            else
                fail(key, "expected true or false");
        }
    }

    void required_schema(std::string_view key, route::json::schema& out)
    {
        std::optional<route::json::schema> s;
        if (!find(key))
            return;
        schema(key, s);
        if (!failed_ && !s)
            fail(key, "expected a schema");
        if (s)
            out = std::move(*s);
    }

    /** The objects of the array `key`, each read by `read(reader, element)`;
        an error inside names `key[i].member`.
    */
    template <class T, class Read>
    void objects(std::string_view key, std::vector<T>& out, Read read)
    {
        auto const* v = find(key);
        if (!v)
            return;
        auto const* a = v->if_array();
        if (!a)
            return fail(key, "expected an array");
        for (std::size_t i = 0; i < a->size(); ++i)
        {
            std::string at = std::string(key) + "[" + std::to_string(i) + "]";
            T x;
            if (!nested(at, (*a)[i], x, read))
                return;
            out.push_back(std::move(x));
        }
    }

    /// The object `key`, read by `read(reader, out)`.
    template <class T, class Read>
    void object(std::string_view key, T& out, Read read)
    {
        if (auto const* v = find(key))
            nested(std::string(key), *v, out, read);
    }

private:
    template <class T, class Read>
    bool nested(const std::string& at, const boost::json::value& v, T& x, Read& read)
    {
        auto const* o = v.if_object();
        if (!o)
        {
            err_ = route::json::decode_error(at, "expected an object", false);
            failed_ = true;
            return false;
        }
        call_reader r(*o);
        read(r, x);
        if (auto const* e = r.error())
        {
            err_ = *e;
            err_.path = at + "." + err_.path;
            failed_ = true;
            return false;
        }
        return true;
    }

    const boost::json::value* find(std::string_view key)
    {
        if (failed_)
            return nullptr;
        auto const* v = o_.if_contains(key);
        if (!v)
            fail(key, "", true);
        return v;
    }

public:
    /// Fails with `what` about the member `key`, which was read.
    void invalid(std::string_view key, const char* what) { fail(key, what); }

private:
    void fail(std::string_view key, const char* what, bool missing = false)
    {
        if (failed_)
            return;
        err_ = route::json::decode_error(std::string(key), what, missing);
        failed_ = true;
    }

    const boost::json::object& o_;
    route::json::decode_error err_;
    bool failed_ = false;
};

} // namespace detail
} // namespace docgen

#endif
