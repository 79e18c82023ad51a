-- wrk script: POST one item as JSON
wrk.method = "POST"
wrk.body = '{"id":7,"name":"benchmark item"}'
wrk.headers["Content-Type"] = "application/json"
