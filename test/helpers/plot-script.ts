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

/**
 * What a script makes when it saves several figures: the plot script's files, a second image, and `figure.pdf`, a
 * one-page PDF (200×150 pt) with a drawn frame and a line of text.
 */
const figuresScript = String.raw`import shutil
shutil.copy('plot.png', 'residuals.png')
content = b'2 w 10 10 180 130 re S BT /F1 14 Tf 40 70 Td (Figure 1) Tj ET'
objects = [
    b'<< /Type /Catalog /Pages 2 0 R >>',
    b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    b'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 150] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    b'<< /Length %d >>\nstream\n' % len(content) + content + b'\nendstream',
    b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
]
pdf = b'%PDF-1.4\n'
offsets = []
for number, body in enumerate(objects, 1):
    offsets.append(len(pdf))
    pdf += b'%d 0 obj\n' % number + body + b'\nendobj\n'
xref = len(pdf)
pdf += b'xref\n0 %d\n0000000000 65535 f \n' % (len(objects) + 1)
pdf += b''.join(b'%010d 00000 n \n' % offset for offset in offsets)
pdf += b'trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n' % (len(objects) + 1, xref)
open('figure.pdf', 'wb').write(pdf)
print('wrote residuals.png and figure.pdf')
`

/** The run_bash command that runs the plot script, then writes a second image and a PDF figure. */
export const figuresCommand = `${plotCommand}\ncat > make_figures.py <<'PY'\n${figuresScript}PY\npython3 make_figures.py`
