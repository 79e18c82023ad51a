//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_OPENAPI_POST_PROCESSOR_HPP
#define DOCGEN_OPENAPI_POST_PROCESSOR_HPP

// What changes the OpenAPI document after the `openapi` formatter made it
// and before it is written, and the registry through which the linked
// ones are found.

#include <docgen/config.hpp>
// all of yaml-cpp: a post-processor builds and changes nodes
#include <yaml-cpp/yaml.h>
#include <memory>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <vector>

namespace docgen {

/** Changes the OpenAPI document before the `openapi` formatter writes it:
    adds `servers`, `x-` extensions, tags, or removes what a project does
    not publish.

    A post-processor derives from this class and registers itself with a
    namespace-scope `openapi_post_processor_registrar`, as a formatter
    does: generation runs every one linked into the program, in the order
    of their names, each on what the one before left.

    @par Example
    @code
    struct add_server final : docgen::openapi_post_processor
    {
        void process(YAML::Node& document) const override
        {
            YAML::Node server;
            server["url"] = "https://api.example.com";
            document["servers"].push_back(server);
        }
    };
    static const docgen::openapi_post_processor_registrar<add_server> registered;
    @endcode
*/
class openapi_post_processor
{
public:
    virtual ~openapi_post_processor() = default;

    /// What messages call it; by default the name of its class.
    DOCGEN_DECL virtual std::string name() const;

    /** Changes `document`, the root of the OpenAPI document (a mapping of
        `openapi`, `info`, `paths`, ...), in place.

        @throws std::exception to fail the formatter: nothing is written,
        and the message names the post-processor and gives `what()`.
    */
    virtual void process(YAML::Node& document) const = 0;
};

/// Adds `p` to the post-processors of this program (a second of one name replaces none).
DOCGEN_DECL void register_openapi_post_processor(std::shared_ptr<const openapi_post_processor> p);

/// The post-processors linked into this program, in the order of their names.
DOCGEN_DECL std::vector<std::shared_ptr<const openapi_post_processor>>
linked_openapi_post_processors();

namespace detail {

// The name of the type `t`, demangled.
DOCGEN_DECL std::string type_name(const std::type_info& t);

// A class that only has `void process(YAML::Node&) const`, as an
// openapi_post_processor named after it.
template <class P>
class post_processor_of final : public openapi_post_processor
{
public:
    std::string name() const override { return type_name(typeid(P)); }
    void process(YAML::Node& document) const override { p_.process(document); }

private:
    P p_;
};

} // namespace detail

/** Registers a post-processor `P` when the program starts: a class
    derived from `openapi_post_processor`, or any default-constructible
    class with a member `void process(YAML::Node& document) const`.
    Define one at namespace scope in a source file the build links as an
    object (`obj` in its Jamfile: a static archive member nothing refers
    to is dropped by the linker).

    @par Example
    @code
    static const docgen::openapi_post_processor_registrar<add_server> registered;
    @endcode
*/
template <class P>
struct openapi_post_processor_registrar
{
    openapi_post_processor_registrar()
    {
        if constexpr (std::is_base_of_v<openapi_post_processor, P>)
            register_openapi_post_processor(std::make_shared<const P>());
        else
            register_openapi_post_processor(std::make_shared<const detail::post_processor_of<P>>());
    }
};

} // namespace docgen

#ifdef DOCGEN_HEADER_ONLY
#include <docgen/impl/openapi_post_processor.ipp>
#endif

#endif
