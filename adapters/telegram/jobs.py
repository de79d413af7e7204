"""One-off JobQueue jobs by name (`NamedJobs`): arming a name replaces the job armed under it.

The jobs are kept by name here: PTB's `get_jobs_by_name` walks every job of the queue (12 ms
at 10,000 live matches, and a match re-arms its timer at every move). Each job keeps its own
id, so one that re-arms its name while it runs (the tables' timer, a timeout played again
after a lease) is a new job, not a second run of the same one (which APScheduler skips).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from telegram.ext import CallbackContext, Job, JobQueue

JobCallback = Callable[[CallbackContext[Any, Any, Any, Any]], Coroutine[Any, Any, None]]


class NamedJobs:
    def __init__(self) -> None:
        self._jobs: dict[str, Job[Any]] = {}

    def once(self, queue: JobQueue[Any], name: str, delay: float, callback: JobCallback,
             data: object = None) -> None:
        """Run `callback` once after `delay` seconds, in place of the job named `name`."""
        self.cancel(queue, name)
        job: Job[Any] | None = None

        async def run(context: CallbackContext[Any, Any, Any, Any]) -> None:
            if self._jobs.get(name) is job:
                del self._jobs[name]  # ran: nothing to replace any more
            await callback(context)

        job = queue.run_once(run, delay, data=data, name=name)
        self._jobs[name] = job

    def cancel(self, queue: JobQueue[Any], name: str) -> None:
        job = self._jobs.pop(name, None)
        if job is not None and queue.scheduler.get_job(job.job.id) is not None:  # (not run)
            job.schedule_removal()
