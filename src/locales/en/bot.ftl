# Touchline's own words that any command or click may get: apologies and refusals shared by
# every command. English is the source.

apology-database = The database is out of reach for a moment (it may be restarting). Please try again in a few seconds: whatever was saved before is kept.
apology-internal = Sorry, that went wrong on my side. Please try again.
stopping = Touchline is restarting. Nothing you did is lost: try again in a minute.
command-outdated = I couldn't read that command: your Discord may be showing an older version of it. Reload Discord (Ctrl+R, or reopen the app) and try again; `/games` lists what you can play.
command-unreadable-input = I couldn't read `{ $input }` for `/{ $command }`.
command-unreadable = I couldn't read what was sent with `/{ $command }`.
control-invalid = This control is no longer valid. Use `/match board` in the match's thread for fresh controls.
