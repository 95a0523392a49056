/**
 * A Python script (standard library only) that writes what an analysis script makes: `plot.png`, a 64×48 PNG with a
 * diagonal line, and `light-curve.csv` with a unit in each header. Tests and e2e run it through run_bash.
 */
export const plotScript = String.raw`import struct, zlib, csv
w, h = 64, 48
rows = b''.join(b'\x00' + bytes(255 if abs(x * h // w - y) < 2 else 30 for x in range(w)) for y in range(h))
def chunk(kind, data):
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 0, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(rows)) + chunk(b'IEND', b'')
open('plot.png', 'wb').write(png)
with open('light-curve.csv', 'w', newline='') as out:
    writer = csv.writer(out)
    writer.writerow(['time [d]', 'flux [mJy]', 'band'])
    for day in range(12):
        writer.writerow([day * 0.5, round(10 + (day % 4) * 0.25, 2), 'g' if day % 2 else 'r'])
print('wrote plot.png and light-curve.csv')
`

/** The run_bash command that writes the script and runs it. */
export const plotCommand = `cat > make_plot.py <<'PY'\n${plotScript}PY\npython3 make_plot.py`
