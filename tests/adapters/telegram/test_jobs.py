"""`adapters.telegram.jobs.NamedJobs` on PTB's real JobQueue: arming a name replaces its job,
cancelling removes it, and a job may arm its own name again while it runs."""

from __future__ import annotations

import asyncio
from typing import Any

from telegram.ext import ApplicationBuilder

from adapters.telegram.jobs import NamedJobs


async def test_a_name_has_one_job_a_job_may_re_arm_itself_and_a_cancel_removes_it() -> None:
    app = ApplicationBuilder().token("1:offline").build()
    queue = app.job_queue
    assert queue is not None
    await queue.start()
    jobs, ran = NamedJobs(), asyncio.Queue[str]()
    try:
        async def say(context: Any) -> None:
            await ran.put(str(context.job.data))

        jobs.once(queue, "turn:1", 0.05, say, "first")
        jobs.once(queue, "turn:1", 0.1, say, "second")  # replaces the first
        assert len(queue.get_jobs_by_name("turn:1")) == 1
        assert await asyncio.wait_for(ran.get(), 2) == "second"

        async def again(context: Any) -> None:  # re-arms its own name while it runs
            await ran.put("again")
            if context.job.data == 0:
                jobs.once(queue, "tables", 0.05, again, 1)

        jobs.once(queue, "tables", 0.05, again, 0)
        assert [await asyncio.wait_for(ran.get(), 2) for _ in range(2)] == ["again", "again"]

        jobs.once(queue, "turn:2", 0.05, say, "cancelled")
        jobs.cancel(queue, "turn:2")
        jobs.cancel(queue, "turn:3")  # never armed: nothing to do
        await asyncio.sleep(0.2)
        assert ran.empty() and queue.jobs() == ()
    finally:
        await queue.stop()
