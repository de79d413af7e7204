"""Tournament rules (NK-7.3, NK-7.4, NK-9): blind levels, finishing places, prize splits and
the Spin multiplier. Pure functions over plain data; the running tournament is `bot.tournaments`.
"""
