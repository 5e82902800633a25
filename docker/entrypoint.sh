#!/bin/sh
# Starts Touchline as a user who can write the database folder, never as root.
#
# Started as root (the default), it runs Touchline as the owner of the database folder: a host
# folder mounted at /data keeps its owner, whoever that is. A folder owned by root (made by
# Docker for a bind mount, or by hand) is given to the image's own user first. Started with
# --user (or `user:` in compose.yaml), it runs Touchline as that user, and Touchline says
# plainly if the folder is not theirs to write.
set -eu

folder=$(dirname "${TOUCHLINE_DATABASE_PATH:-/data/touchline.db}")

if [ "$(id -u)" != 0 ]; then
    exec touchline "$@"
fi

if [ -d "$folder" ] && [ "$(stat -c %u "$folder")" = 0 ]; then
    chown touchline:touchline "$folder" 2>/dev/null \
        || echo "touchline-entrypoint: cannot give $folder to the touchline user; trying anyway" >&2
fi

if [ -d "$folder" ] && [ "$(stat -c %u "$folder")" != 0 ]; then
    uid=$(stat -c %u "$folder")
    gid=$(stat -c %g "$folder")
else
    uid=$(id -u touchline)
    gid=$(id -g touchline)
fi

exec setpriv --reuid="$uid" --regid="$gid" --clear-groups -- touchline "$@"
