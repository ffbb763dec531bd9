#!/bin/sh
# Makes the demo camera media the server ships (assets/demo-camera/, served by
# server/web/demo-camera.ts): an 8-second H.264 clip as a VOD HLS stream (stream.m3u8, four
# 2-second MPEG-TS segments) that the player loops, and a JPEG snapshot of its first frame. Run
# once after changing it; the output is committed.
# Needs ffmpeg with libx264 and drawtext (Debian's ffmpeg) and the DejaVu fonts.
set -eu

OUT="$(dirname "$0")/../assets/demo-camera"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SECONDS_LONG=8
SEGMENT_SECONDS=2
FPS=12

mkdir -p "$OUT"
rm -f "$OUT"/segment-*.mpegts "$OUT"/stream.m3u8 "$OUT"/snapshot.jpg

LABEL="drawbox=x=0:y=ih-34:w=iw:h=34:color=black@0.55:t=fill,\
drawtext=fontfile=$FONT:text='GreenWatch · Camera mô phỏng':fontcolor=white:fontsize=16:x=12:y=h-25"

# -g and the keyframe interval equal one segment, so every segment starts with a keyframe.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=480x270:rate=$FPS:duration=$SECONDS_LONG" \
  -vf "$LABEL" -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p \
  -g $((FPS * SEGMENT_SECONDS)) -keyint_min $((FPS * SEGMENT_SECONDS)) -sc_threshold 0 -b:v 180k \
  -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_flags independent_segments \
  -hls_segment_filename "$OUT/segment-%d.mpegts" "$OUT/stream.m3u8"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=480x270:rate=$FPS:duration=1" -vf "$LABEL" \
  -frames:v 1 -q:v 5 "$OUT/snapshot.jpg"

ls -l "$OUT"
