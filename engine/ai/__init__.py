"""Computer players: a policy sees one seat's private view and the legal actions, nothing else."""
