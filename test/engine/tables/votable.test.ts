import { describe, expect, it } from 'vitest'
import { readDelimitedTable } from '../../../electron/main/engine/tables/delimited-table'
import { readEcsvTable } from '../../../electron/main/engine/tables/ecsv-table'
import { readVoTable, VoTableError } from '../../../electron/main/engine/tables/votable/read-votable'
import { readSharedFixtureText } from '../../helpers/shared-fixtures'

const vot = (name: string, limit = 10_000) => readVoTable(readSharedFixtureText(`tap-votable/${name}`), limit)

describe('VOTable answers of real services', () => {
  it('reads Gaia TABLEDATA: 152 typed columns with units, 64-bit ids exact', () => {
    const { table, status, error } = vot('gaia-dr3-sync-adql-top20-gaia_source-tabledata.vot')
    expect([status, error, table.columns.length, table.totalRows]).toEqual(['ok', null, 152, 2])
    const column = (name: string) => table.columns.findIndex((candidate) => candidate.name === name)
    expect(table.columns[column('ra')]).toMatchObject({ type: 'float', unit: 'deg', ucd: 'pos.eq.ra;meta.main' })
    expect(table.columns[column('source_id')]?.type).toBe('integer')
    expect(table.rows[0]?.[column('source_id')]).toBe('4583627001381815936')
  })

  it('reads BINARY2 with its null flags (masked strings are null)', () => {
    const { table } = vot('gaia-dr2-sync-top3-binary2-masked-strings.xml')
    expect(table.totalRows).toBe(3)
    expect(table.rows[0]).toEqual([
      '5966029325870896512',
      257.32936063024,
      -41.37970462030461,
      null,
      'http://geadata.esac.esa.int/data-server/datalink/links?ID=5966029325870896512',
      null,
    ])
  })

  it('reads BINARY streams (DaCHS cone search, VizieR -b64) and keeps only the first rows asked for', () => {
    const dachs = vot('dachs-scs-cone-rosat-photons-binary.xml', 100)
    expect(dachs.table.totalRows).toBe(1273)
    expect(dachs.table.rows).toHaveLength(100)
    expect(dachs.table.rows[0]?.slice(0, 2)).toEqual([77.6581, 1.68358])
    const vizier = vot('vizier-asu-V_127A-mash-binary-base64.xml')
    expect(vizier.table.totalRows).toBe(20)
    expect(vizier.status).toBe('overflow')
    expect(vizier.table.notes.join(' ')).toMatch(/row limit/)
  })

  it('turns VALUES null and empty cells into null', () => {
    expect(vot('simbad-tap-M1-basic-join-ident.vot').table.rows[0]?.slice(0, 3)).toEqual(['M   1', 83.6287, 22.0147])
    const xml = `<VOTABLE version="1.3"><RESOURCE type="results"><TABLE>
      <FIELD name="angle" datatype="short" unit="deg"><VALUES null="-32768"/></FIELD>
      <FIELD name="flux" datatype="double"/><FIELD name="name" datatype="char" arraysize="*"/>
      <DATA><TABLEDATA><TR><TD>-32768</TD><TD></TD><TD/></TR><TR><TD>12</TD><TD>NaN</TD><TD>x</TD></TR></TABLEDATA></DATA>
      </TABLE></RESOURCE></VOTABLE>`
    expect(readVoTable(xml, 10).table.rows).toEqual([
      [null, null, null],
      [12, null, 'x'],
    ])
  })

  it('reports the service’s own error message (QUERY_STATUS, VizieR and IRSA Error INFOs)', () => {
    expect(vot('vizier-error-database-unreachable.xml').error).toMatch(/^The database is not currently reachable\./)
    expect(vot('irsa-error-votable-1.0.xml').error).toContain('Either wrong or missing coordinate/object name.')
    expect(vot('svo-fps-error-photcalid-not-found.xml').error).toBe('PhotCalID not found: zaada')
    expect(vot('dali-error-querystatus-error.xml').error).not.toBeNull()
    expect(vot('astropy-regression-all-datatypes-nulls-units.xml').error).toBeNull()
  })

  it('refuses a document that is not a VOTable', () => {
    expect(() => vot('uws-job-completed-dachs-style.xml')).toThrow(VoTableError)
  })
})

describe('CSV, TSV and ECSV', () => {
  it('infers column types and takes units from headers such as "flux [mJy]"', () => {
    const table = readDelimitedTable(
      'name,ra (deg),flux [mJy],flag\n"M 1, crab",83.63,1e3,true\nM 31,10.68,,false\n',
      ',',
      10,
    )
    expect(table.columns.map((column) => [column.name, column.type, column.unit])).toEqual([
      ['name', 'string', null],
      ['ra', 'float', 'deg'],
      ['flux', 'float', 'mJy'],
      ['flag', 'boolean', null],
    ])
    expect(table.rows).toEqual([
      ['M 1, crab', 83.63, 1000, true],
      ['M 31', 10.68, null, false],
    ])
  })

  it('reads an ECSV header’s datatypes, units and descriptions', () => {
    const text = [
      '# %ECSV 1.0',
      '# ---',
      '# datatype:',
      '# - {name: id, datatype: int64}',
      '# - {name: mag, datatype: float64, unit: mag, description: Gaia G}',
      '# schema: astropy-2.0',
      'id mag',
      '4583627001381815936 12.5',
    ].join('\n')
    const table = readEcsvTable(text, 10)
    expect(table.columns[1]).toMatchObject({ name: 'mag', type: 'float', unit: 'mag', description: 'Gaia G' })
    expect(table.rows[0]).toEqual(['4583627001381815936', 12.5])
  })
})
