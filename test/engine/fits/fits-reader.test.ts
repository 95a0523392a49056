import { describe, expect, it } from 'vitest'
import { readFits } from '../../../electron/main/engine/fits/fits-file'
import { FitsError } from '../../../electron/main/engine/fits/fits-header'
import { readFitsImage } from '../../../electron/main/engine/fits/fits-image'
import { readFitsTable } from '../../../electron/main/engine/fits/fits-table'
import { zscale } from '../../../electron/main/engine/fits/zscale'
import { pixelToWorld } from '../../../electron/shared/wcs/pixel-to-world'
import { wcsFromHeader } from '../../../electron/shared/wcs/wcs-model'
import { readSharedFixture } from '../../helpers/shared-fixtures'

const open = (name: string) => readFits(readSharedFixture(`fits/${name}`))
const hduOf = (name: string, index: number) => {
  const found = open(name)[index]
  if (!found) throw new Error(`${name} has no HDU ${index}`)
  return found
}
const wcsOf = (name: string, index: number) => {
  const { header } = hduOf(name, index)
  return wcsFromHeader((key) => header.value(key))
}

// Expected values: astropy 5.2.1 (Debian python3-astropy) on the same files — WCS.all_pix2world(…, 1),
// ZScaleInterval().get_limits and the decompressed array's sum; an independent implementation of the same standards.
describe('FITS reader on real files', () => {
  it('walks multi-extension files and names each HDU', () => {
    expect(open('mef-hst-acs-flt-tan-sip-order4-sci-err-dq.fits').map((hdu) => `${hdu.kind}:${hdu.name}`)).toEqual([
      'empty:PRIMARY',
      'image:SCI,1',
      'empty:ERR,1',
      'empty:DQ,1',
      'image:SCI,2',
      'empty:ERR,2',
      'empty:DQ,2',
    ])
    expect(open('mef-wfpc2-4x-sci-40x40-i16-tan-cd.fits').filter((hdu) => hdu.kind === 'image')).toHaveLength(4)
  })

  it('unpacks a gzip-compressed file and reads its 16-bit image', () => {
    const [primary, table] = open('image-dss-100x100-i16-tan-cd-plus-dss-plate-solution.fits.gz')
    if (!primary || !table) throw new Error('missing HDUs')
    const image = readFitsImage(primary)
    expect([image.width, image.height]).toEqual([100, 100])
    expect(Array.from(image.pixels.slice(0, 4))).toEqual([6284, 6284, 4784, 4034])
    expect(table.name).toBe('Photometric CALTABLE')
    expect(zscale(image.pixels)).toEqual([3199, expect.closeTo(8059.026306084973, 9)])
  })

  it('decompresses a RICE_1 tile-compressed image exactly', () => {
    const hdu = open('compressed-rice1-ngc1316-440x300-i16-sin.fits')[1]
    if (!hdu) throw new Error('missing HDU')
    expect(hdu.kind).toBe('compressed-image')
    const image = readFitsImage(hdu)
    expect([image.width, image.height]).toEqual([440, 300])
    expect(image.pixels.reduce((sum, value) => sum + value, 0)).toBe(34417871)
    expect(Array.from(image.pixels.slice(0, 6))).toEqual([7, 7, 7, 6, 6, 6])
    expect(Array.from(image.pixels.slice(-4))).toEqual([97, 84, 75, 65])
  })

  it('reads 1-D spectra in the primary HDU and in four unnamed HDUs', () => {
    const mage = readFitsImage(hduOf('spectrum1d-mage-um184-16582px-f32-loglinear.fits', 0))
    expect([mage.width, mage.height]).toEqual([16582, 1])
    expect(mage.header.number('DC-FLAG')).toBe(1)
    const sdss = open('spectrum1d-sdss-4hdu-4646px-loglinear.fits')
    expect(sdss.map((hdu) => hdu.name)).toEqual(['PRIMARY', 'HDU 1', 'HDU 2', 'HDU 3'])
    const wavelengths = readFitsImage(hduOf('spectrum1d-sdss-4hdu-4646px-loglinear.fits', 2)).pixels
    expect(wavelengths[0]).toBeCloseTo(3.5507, 4)
  })

  it('reads binary tables: units, 64-bit and bit columns, vector cells from one row', () => {
    const events = readFitsTable(hduOf('bintable-chandra-acis-events-2rows.fits', 1), 10)
    expect(events.totalRows).toBe(2)
    expect(events.columns.find((column) => column.name === 'time')).toMatchObject({ type: 'float', unit: 's' })
    expect(events.columns.find((column) => column.name === 'status')?.type).toBe('array')
    const series = readFitsTable(hduOf('bintable-integral-jemx-timeseries-863rows.fits', 1), 5)
    expect(series.totalRows).toBe(863)
    expect(series.rows).toHaveLength(5)
    const spectrum = readFitsTable(hduOf('bintable-iue-melo-spectrum-vector-columns.fits', 1), 1)
    const net = spectrum.columns.findIndex((column) => column.name === 'NET')
    expect(String(spectrum.rows[0]?.[net])).toMatch(/… \(376 values\)$/)
  })

  it('maps pixels to the sky like astropy: TAN with CD, TAN-SIP orders 3 and 4, SIN', () => {
    const cases: [string, number, [number, number], [number, number]][] = [
      [
        'image-dss-100x100-i16-tan-cd-plus-dss-plate-solution.fits.gz',
        0,
        [50.5, 50.5],
        [217.48366098410057, -62.68516191741599],
      ],
      ['header-only-astrometry-tan-sip-order3.fits', 0, [500, 300], [202.67110922296334, 47.21673490217291]],
      ['header-only-astrometry-tan-sip-order3.fits', 0, [1000, 1000], [202.9422985398643, 47.167648562223846]],
      ['mef-hst-acs-flt-tan-sip-order4-sci-err-dq.fits', 1, [4096, 2048], [5.737004527286254, -72.05703707352066]],
      ['compressed-rice1-ngc1316-440x300-i16-sin.fits', 1, [440, 300], [49.675034153993714, -37.08696536338929]],
      ['mef-wfpc2-4x-sci-40x40-i16-tan-cd.fits', 2, [40, 40], [215.5897361891466, -12.736424327820327]],
    ]
    for (const [file, hdu, [x, y], [ra, dec]] of cases) {
      const wcs = wcsOf(file, hdu)
      if (!wcs) throw new Error(`${file} has no WCS`)
      const world = pixelToWorld(wcs, x, y)
      expect(world?.[0]).toBeCloseTo(ra, 9)
      expect(world?.[1]).toBeCloseTo(dec, 9)
    }
    expect(wcsOf('header-only-astrometry-tan-sip-order3.fits', 0)?.sip?.a).toHaveLength(4)
  })

  it('finds no WCS where the header has only a DSS plate solution, and a linear one for a spectral image', () => {
    expect(wcsOf('image-dss-poss1-m1-177x177-i16-plate-solution-only.fits', 0)).toBeNull()
    const stis = wcsOf('mef-hst-stis-raw-2d-spectral-44x62-i16.fits', 1)
    expect(stis?.kind).toBe('linear')
    expect(stis?.ctype[0]).toBe('LAMBDA')
  })

  it('refuses a file that is not FITS, and one cut short, with a clear message', () => {
    expect(() => readFits(Buffer.from('PK\u0003\u0004 not a fits file'.padEnd(3000, ' ')))).toThrow(FitsError)
    const whole = readSharedFixture('fits/mef-wfpc2-4x-sci-40x40-i16-tan-cd.fits')
    expect(() => readFits(whole.subarray(0, 2880 * 3))).toThrow(/ends before|ends inside/)
  })
})
