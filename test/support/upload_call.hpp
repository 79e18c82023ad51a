//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_TEST_SUPPORT_UPLOAD_CALL_HPP
#define ROUTE_TEST_SUPPORT_UPLOAD_CALL_HPP

// The call the formats' multipart tests document: an avatar uploaded as
// multipart/form-data.

#include <docgen/record.hpp>
#include <docgen/spec/body.hpp>

namespace docgen {
namespace test {

/// POST /avatars, "Upload an avatar" (`uploadAvatar`, tag `avatars`),
/// answered `status` ("Stored"), its body `parts`.
inline recorded_call
upload_call(unsigned status, const multipart& parts)
{
    recorded_call c;
    c.path_template = c.path = "/avatars";
    c.method = "POST";
    c.summary = "Upload an avatar";
    c.operation_id = "uploadAvatar";
    c.tags = {"avatars"};
    c.expected_status = c.status = status;
    c.description = "Stored";
    c.request_body = detail::multipart_body(parts);
    return c;
}

} // namespace test
} // namespace docgen

#endif
