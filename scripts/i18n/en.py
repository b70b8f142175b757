"""The plural forms of English, the program's own language (one, more), keyed by the source text."""

TRANSLATIONS = {
    '%Ln reshards': ['%Ln reshard', '%Ln reshards'],
    '%Ln spills': ['%Ln spill', '%Ln spills'],
    '%Ln ops': ['%Ln op', '%Ln ops'],
    '%Ln chains': ['%Ln chain', '%Ln chains'],
    '%Ln layouts': ['%Ln layout', '%Ln layouts'],
    '%Ln device ops': ['%Ln device op', '%Ln device ops'],
    '%Ln tiles of %1x%2 on %3, %4': ['%Ln tile of %1x%2 on %3, %4', '%Ln tiles of %1x%2 on %3, %4'],
    'Bank grid %1 x %2, %n unit(s)': ['Bank grid %1 x %2, %n unit', 'Bank grid %1 x %2, %n units'],
    'Core grid %1 x %2, %n unit(s)': ['Core grid %1 x %2, %n unit', 'Core grid %1 x %2, %n units'],
    'Memory %1 x %2, %n unit(s)': ['Memory %1 x %2, %n unit', 'Memory %1 x %2, %n units'],
}
