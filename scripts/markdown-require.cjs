// For tsx (the CLIs and benchmarks run from the sources): `require('./description.md')` gives the file's text.
const { readFileSync } = require('node:fs')

require.extensions['.md'] = (module, filename) => {
  module.exports = readFileSync(filename, 'utf8')
}
