-- wrk script for bench/soak.sh: a mix of GET, POST and DELETE on the items
-- sample. Each wrk thread cycles through its own small set of ids: it
-- creates an item, reads a seeded one and deletes the item it created,
-- so the store stays bounded however long the run.

local counter = 0
local ids_per_thread = 32

-- runs in the main state: numbers the threads
function setup(thread)
    thread:set("thread_id", counter)
    counter = counter + 1
end

local step = 0

function request()
    step = step + 1
    local id = 100000 + thread_id * ids_per_thread + (math.floor(step / 3) % ids_per_thread)
    local kind = step % 3
    if kind == 0 then
        return wrk.format("POST", "/items", {["Content-Type"] = "application/json"},
                          string.format('{"id":%d,"name":"soak item %d"}', id, id))
    elseif kind == 1 then
        return wrk.format("GET", "/items/" .. (1 + step % 100))
    else
        return wrk.format("DELETE", "/items/" .. id)
    end
end

function done(summary, latency, requests)
    -- wrk counts any status other than 2xx and 3xx in errors.status
    io.write(string.format("soak: %d requests, %d socket errors (connect %d, read %d, write %d, timeout %d), %d non-2xx\n",
                           summary.requests,
                           summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
                           summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout,
                           summary.errors.status))
end
