//
// Copyright (c) 2026 The route authors.
// Distributed under the Boost Software License, Version 1.0.
//
#ifndef ROUTE_APP_UPLOAD_HPP
#define ROUTE_APP_UPLOAD_HPP

// File uploads of multipart/form-data requests, read as they arrive
// (pekko-http's FileUploadDirectives): file_upload, file_upload_all,
// store_uploaded_file, store_uploaded_files.

#include <route/config.hpp>
#include <route/app/async.hpp>
#include <route/app/request_entity.hpp>
#include <route/core/rejection.hpp>
#include <route/core/request_context.hpp>
#include <route/core/route_result.hpp>
#include <route/dsl/detail/multipart.hpp>
#include <route/dsl/directive.hpp>
#include <boost/asio/awaitable.hpp>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace route {

/** A file part of a multipart/form-data request: the name of its form
    field, the file name the client gave, and its `Content-Type`
    (`text/plain` when the part has none, as RFC 7578 says).
*/
struct file_info
{
    std::string field_name;
    std::string file_name;
    std::string content_type;

    friend bool operator==(const file_info&, const file_info&) = default;
};

} // namespace route

#include <route/app/detail/upload.hpp>

namespace route {

namespace dsl {
namespace implementation_defined {

/// What an upload directive extracts.
enum class upload_kind
{
    first,        ///< file_upload
    all,          ///< file_upload_all
    store_first,  ///< store_uploaded_file
    store_all,    ///< store_uploaded_files
};

template <upload_kind U>
using upload_values_t = std::conditional_t<
    U == upload_kind::first, boost::mp11::mp_list<file_info, byte_source>,
    std::conditional_t<
        U == upload_kind::all,
        boost::mp11::mp_list<std::vector<std::pair<file_info, byte_source>>>,
        std::conditional_t<
            U == upload_kind::store_first,
            boost::mp11::mp_list<file_info, std::filesystem::path>,
            boost::mp11::mp_list<std::vector<std::pair<file_info, std::filesystem::path>>>>>>;

/// `file_upload`, `file_upload_all`, `store_uploaded_file`, `store_uploaded_files`.
template <upload_kind U>
class upload_directive
    : public dsl::detail::directive_base_for<upload_directive<U>, upload_values_t<U>>
{
public:
    explicit upload_directive(std::string field, ::route::detail::upload_destination dest = {})
        : field_(std::move(field)), dest_(std::move(dest)) {}

    template <class K>
    route_result apply(const request_context& ctx, const K& k) const
    {
        static_assert(dsl::detail::is_stored_handler_v<K>,
            "route: an upload directive reads the body before its inner function "
            "runs: it cannot be combined with &; apply it to its inner function directly");
        std::optional<rejection> why;
        auto r = ::route::detail::open_upload(ctx, field_, why);
        if (!r)
            return route_result::rejected({std::move(*why)});
        auto op = [](request_context ctx, K k, std::shared_ptr<::route::detail::multipart_reader> r,
                     std::string field, ::route::detail::upload_destination dest)
            -> boost::asio::awaitable<route_result> {
            using values = std::conditional_t<
                U == upload_kind::first, std::optional<std::pair<file_info, byte_source>>,
                std::conditional_t<
                    U == upload_kind::all, std::vector<std::pair<file_info, byte_source>>,
                    std::vector<std::pair<file_info, std::filesystem::path>>>>;
            values v;
            std::optional<std::string> malformed;
            try
            {
                if constexpr (U == upload_kind::first)
                    v = co_await ::route::detail::first_file_upload(std::move(r));
                else if constexpr (U == upload_kind::all)
                    v = co_await ::route::detail::buffer_file_uploads(std::move(r));
                else
                    v = co_await ::route::detail::store_file_uploads(
                        std::move(r), std::move(dest), U == upload_kind::store_all);
            }
            catch (const entity_error& e)
            {
                if (e.code() != make_error_code(error::entity_malformed))
                    throw;
                malformed = e.text();
            }
            if (malformed)
                co_return route_result::rejected(
                    {malformed_request_content_rejection{std::move(*malformed)}});
            bool found;
            if constexpr (U == upload_kind::first)
                found = v.has_value();
            else
                found = !v.empty();
            if (!found)
                co_return route_result::rejected({missing_form_field_rejection{std::move(field)}});
            if constexpr (U == upload_kind::first)
                co_return co_await ::route::settle(
                    k(ctx, std::move(v->first), std::move(v->second)));
            else if constexpr (U == upload_kind::store_first)
                co_return co_await ::route::settle(
                    k(ctx, std::move(v.front().first), std::move(v.front().second)));
            else
                co_return co_await ::route::settle(k(ctx, std::move(v)));
        }(ctx, k, std::move(r), field_, dest_);
        return route_result::pending(
            std::make_unique<::route::detail::awaitable_result>(std::move(op)));
    }

private:
    std::string field_;
    ::route::detail::upload_destination dest_;
};

} // namespace implementation_defined

/** Extracts the first file part of the form field `field` of a
    multipart/form-data request: its `route::file_info` and a
    `route::byte_source` of its content, read as the inner function reads
    it (pekko-http's `fileUpload`). The request body is read only as far as
    the part, and as fast as the source is.

    Rejects with `unsupported_request_content_type_rejection` when the
    request is not multipart/form-data, `missing_form_field_rejection` when
    it has no file part of that field, `malformed_request_content_rejection`
    when the body is broken before the part. Once the inner function runs,
    a broken body makes the source's read throw `route::entity_error` with
    `route::error::entity_malformed` (400 by the default exception handler);
    the size limit in force applies as the body arrives (413).

    The directive is applied to its inner function directly, not combined
    with `&`.

    @par Example
    @code
    auto r = path("upload")(post(file_upload("file")(
        [](route::file_info info, route::byte_source src) -> boost::asio::awaitable<route::route> {
            std::uint64_t n = 0;
            while (auto piece = co_await src.read())
                n += piece->size();
            co_return complete(info.file_name + ": " + std::to_string(n));
        })));
    @endcode
*/
inline implementation_defined::upload_directive<implementation_defined::upload_kind::first>
file_upload(std::string field)
{
    return implementation_defined::upload_directive<implementation_defined::upload_kind::first>(
        std::move(field));
}

/** Extracts every file part of the form field `field`, as a
    `std::vector<std::pair<route::file_info, route::byte_source>>`
    (pekko-http's `fileUploadAll`). Each part is written to a temporary
    file as it arrives; its source reads that file, which is removed when
    the source (and its copies) are gone. Rejects as `file_upload`,
    `missing_form_field_rejection` when there is no such part.

    @par Example
    @code
    auto r = post(file_upload_all("files")(
        [](std::vector<std::pair<route::file_info, route::byte_source>> files) {
            return complete(std::to_string(files.size()) + " files");
        }));
    @endcode
*/
inline implementation_defined::upload_directive<implementation_defined::upload_kind::all>
file_upload_all(std::string field)
{
    return implementation_defined::upload_directive<implementation_defined::upload_kind::all>(
        std::move(field));
}

/** Stores the first file part of the form field `field` at the path
    `dest(info)` returns, written as it arrives (never held whole in
    memory), then extracts its `route::file_info` and that
    `std::filesystem::path` (pekko-http's `storeUploadedFile`).

    When the part does not arrive whole the file is removed, and the
    request fails: with the body's `route::entity_error` (the client went
    away: 400, the size limit in force: 413, a stall: 408), or with
    `std::filesystem::filesystem_error` when the file cannot be written
    (500); a broken multipart body rejects with
    `malformed_request_content_rejection`. Other rejections as
    `file_upload`. The file is the application's once the inner function
    runs.

    @par Example
    @code
    auto r = post(store_uploaded_file("file", [](const route::file_info& info) {
        return std::filesystem::path("/var/uploads") / random_name();
    })([](route::file_info info, std::filesystem::path stored) {
        return complete("stored " + info.file_name);
    }));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<std::filesystem::path, const std::decay_t<F>&,
                                   const file_info&>
implementation_defined::upload_directive<implementation_defined::upload_kind::store_first>
store_uploaded_file(std::string field, F&& dest)
{
    return implementation_defined::upload_directive<
        implementation_defined::upload_kind::store_first>(std::move(field),
                                                           std::forward<F>(dest));
}

/** Stores every file part of the form field `field` as
    `store_uploaded_file` does, and extracts them as a
    `std::vector<std::pair<route::file_info, std::filesystem::path>>`
    (pekko-http's `storeUploadedFiles`). When one fails, the files stored
    before it are removed too. `missing_form_field_rejection` when there
    is no such part.

    @par Example
    @code
    auto r = post(store_uploaded_files("files", [](const route::file_info& info) {
        return std::filesystem::path("/var/uploads") / random_name();
    })([](std::vector<std::pair<route::file_info, std::filesystem::path>> files) {
        return complete(std::to_string(files.size()) + " stored");
    }));
    @endcode
*/
template <class F>
    requires std::is_invocable_r_v<std::filesystem::path, const std::decay_t<F>&,
                                   const file_info&>
implementation_defined::upload_directive<implementation_defined::upload_kind::store_all>
store_uploaded_files(std::string field, F&& dest)
{
    return implementation_defined::upload_directive<
        implementation_defined::upload_kind::store_all>(std::move(field),
                                                         std::forward<F>(dest));
}

} // namespace dsl
} // namespace route

#ifdef ROUTE_HEADER_ONLY
#include <route/app/impl/upload.ipp>
#endif

#endif
