//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef DOCGEN_DETAIL_OPENAPI_POST_PROCESSOR_HPP
#define DOCGEN_DETAIL_OPENAPI_POST_PROCESSOR_HPP

// The implementation details of <docgen/openapi_post_processor.hpp>, which includes
// this header where they are needed, after the declarations they use:
// include that header, not this one.

namespace docgen {

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

} // namespace docgen

#endif
