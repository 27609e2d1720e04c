# El diàleg Exporta diagrama: el taulell que es veu com a imatge SVG o PNG.
diagram-title = Exporta diagrama
diagram-intro = El taulell que es veu, amb la vista actual, com a imatge per a una fitxa d'exercicis.
diagram-format = Format
diagram-format-svg = SVG (vectorial)
diagram-format-png = PNG (imatge)
diagram-markers = Marques
diagram-markers-tip = La peça seleccionada i els seus moviments, l'últim moviment, un escac
diagram-coordinates = Coordenades
diagram-coordinates-tip = Les lletres de les columnes i els números de les files
diagram-caption = Peu:
# Es mostra al camp del peu quan és buit.
diagram-caption-hint = opcional, sota el taulell
diagram-width = Amplada (píxels):
# $error: per què.
diagram-not-saved = No s'ha desat el diagrama: { $error }
diagram-error-raster = no s'ha pogut convertir el diagrama en imatge: { $error }
# $file: el fitxer; $error: el motiu del sistema.
diagram-error-write = no s'ha pogut escriure { $file }: { $error }
diagram-error-size = no es pot fer cap imatge de { $width }x{ $height } píxels

# El títol dins d'un diagrama SVG sense peu.
diagram-svg-title = Diagrama d'Otherworlds
