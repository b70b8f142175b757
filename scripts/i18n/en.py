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
    '%1 -&gt; %2: %3 bytes in %n call(s)': ['%1 -&gt; %2: %3 bytes in %n call', '%1 -&gt; %2: %3 bytes in %n calls'],
    '%1 from %2 on NoC %3 (%n call(s))': ['%1 from %2 on NoC %3 (%n call)', '%1 from %2 on NoC %3 (%n calls)'],
    '%1 to %2 on NoC %3 (%n call(s))': ['%1 to %2 on NoC %3 (%n call)', '%1 to %2 on NoC %3 (%n calls)'],
    '%1 → %2 (%3): %4 of data in %n transaction(s), median %5': ['%1 → %2 (%3): %4 of data in %n transaction, median %5', '%1 → %2 (%3): %4 of data in %n transactions, median %5'],
    'and %n more': ['and %n more', 'and %n more'],
    'Recorded trace %1: %n call(s), %2, span %3 µs': ['Recorded trace %1: %n call, %2, span %3 µs', 'Recorded trace %1: %n calls, %2, span %3 µs'],
}
