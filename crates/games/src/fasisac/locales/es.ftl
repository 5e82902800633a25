# fasisac: the game's words in es; the same messages as en.ftl.

blurb = fútbol 5 con cartas y d12: haz el draft de una plantilla de 8, elige una táctica y una alineación secretas y gana los duelos con cartas de boost
rules = Fútbol 5 con cartas de jugador y d12, para dos entrenadores. El partido completo: una tirada de d12 decide quién es local; los entrenadores eligen 8 jugadores cada uno de una bolsa de 16 (primero el local, por turnos alternos, como máximo 2 porteros); cada uno elige boca abajo una de seis tácticas (Possession, Fluid, High Press, Direct, Sit Deep, Counter) y, una vez reveladas ambas, una alineación secreta de 5 en GK, D, ML, MR y S. La táctica y cuántos titulares llevan su icono dan a cada equipo sus jugadas de ataque, sus cartas de boost y los ataques rivales que anula; las tácticas se ganan unas a otras en círculo (Técnicas > Intensas > Reactivas > Técnicas). En cada jugada de ataque, el dado blanco elige al atacante y el rojo al defensor; Técnica + d12 contra Entrada + d12, luego Tiro + d12 contra las Paradas del portero + d12; el atacante debe sacar estrictamente más. Antes de los dados cada entrenador puede jugar un boost de atributo (+3 a su propio atributo o +1 a cualquier otro; primero el atacante, responde el defensor y el atacante puede responder a eso); después, el entrenador que va perdiendo puede jugar un Reroll de su propio dado. En el descanso se pueden cambiar tácticas y alineaciones; los boosts no usados se conservan. El partido de entrenamiento reparte cinco jugadores a cada uno y se juega un solo tiempo de 5 + 5 ataques. Opciones: penaltis para deshacer el empate (3 lanzadores por equipo, luego muerte súbita) y Rush Keepers (cuatro jugadores de campo; el dado rojo elige quién se pone en la portería en cada tiro).
notation = SKL/TCK/SHT/GKP son Técnica, Entrada, Tiro y Paradas; las posiciones son GK (portero), D (defensa), ML (mediocampo izquierdo), MR (mediocampo derecho) y S (delantero).
slot-goalkeeper = Portero
slot-defender = Defensa
slot-midfield-left = Mediocampo izquierdo
slot-midfield-right = Mediocampo derecho
slot-striker = Delantero
attribute-skill = Técnica
attribute-tackling = Entrada
attribute-shooting = Tiro
attribute-goalkeeping = Paradas
draft-snake = draft en serpiente
draft-auction = draft por subasta
half-training = Partido de entrenamiento
half-first = Primer tiempo
half-second = Segundo tiempo
event-home-roll = Tirada previa: { $first } { $a }, { $second } { $b }. { $home } juega como local.
event-home-roll-after-ties = Tirada previa: { $first } { $a }, { $second } { $b } (tras { $ties ->
        [one] { $ties } empate
       *[other] { $ties } empates
    }). { $home } juega como local.
event-draft-order = Comienza el { $rule }; el orden, por sorteo: { $order }
event-pool-dealt = La bolsa del draft: { $players } jugadores, { $keepers ->
        [one] { $keepers } de ellos portero
       *[other] { $keepers } de ellos porteros
    }
event-picked = { $name } elige a { $player } ({ $stats })
event-nominated = { $name } saca a subasta a { $player } por { $price }k
event-bid = { $name } puja { $price }k
event-sold = VENDIDO: { $player } para { $name } por { $price }k
event-draft-complete = El draft ha terminado: cada plantilla tiene 8 jugadores
event-tactic-chosen = { $name }: elegiste { $tactic }
event-tactics-revealed = Tácticas reveladas: { $tactics }
event-placed = { $name }: { $player } en { $slot }
event-lineups-revealed = Alineaciones reveladas. { $lineups }
event-half-numbers = { $name }: { $tactic } con { $specialists ->
        [one] { $specialists } especialista
       *[other] { $specialists } especialistas
    }: { $attacks ->
        [one] { $attacks } ataque
       *[other] { $attacks } ataques
    }, { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    }, anula { $removes ->
        [one] { $removes } ataque
       *[other] { $removes } ataques
    } del rival
event-boosts-drawn = { $name } roba { $count ->
        [one] { $count } boost
       *[other] { $count } boosts
    }: { $boosts }
event-boosts-drawn-hidden = { $name } roba { $count ->
        [one] { $count } carta de boost
       *[other] { $count } cartas de boost
    }
event-boost-deck-reshuffled = El mazo de boosts se vuelve a barajar con los descartes
event-kick-off = { $half }: jugadas de ataque { $attacks }
event-attack = Ataque de { $name }: dado blanco { $white } — { $attacker } contra dado rojo { $red } — { $defender }
event-keeper-rushes = ¡Portero volante! El dado rojo de { $name } marca { $red }: { $player } se pone bajo palos
event-boost-played = { $name } juega { $boost }: +{ $bonus } { $attribute }
event-rolled = Dados: { $attacker } contra { $defender }
event-rerolled = { $name } vuelve a tirar: { $from } → { $to }
event-tackle-beaten = { $att } { $a } v { $def } { $d } ({ $name }): ¡lo supera y se queda solo ante el portero!
event-tackle-won = { $att } { $a } v { $def } { $d } ({ $name }): la entrada se lleva el balón
event-shot-in = { $att } { $a } v { $def } { $d } ({ $name }): ¡adentro!
event-shot-saved = { $att } { $a } v { $def } { $d } ({ $name }): parada
event-goal = ¡GOL de { $name }! Marca { $player } ({ $score })
event-half-time = Descanso: { $score }. Se pueden cambiar tácticas y alineaciones.
event-full-time = Final del partido: { $score }
event-penalties-begin = Empate al final del partido: ¡penaltis! Cada entrenador elige 3 lanzadores en secreto
event-taker-named = { $name }: { $player } lanzará un penalti
event-takers-revealed = Lanzadores de penalti: { $takers }
event-penalty-scored = Penalti, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: GOL ({ $score })
event-penalty-saved = Penalti, { $name }: { $taker } { $shooting } + { $shot } = { $taker_total } v { $keeper } { $goalkeeping } + { $save } = { $keeper_total }: parada ({ $score })
event-lots-drawn = La muerte súbita no los separa: el sorteo favorece a { $name }
event-shootout-over = La tanda de penaltis termina { $score }
situation-rush-keepers = Rush Keepers: el dado rojo elige a tu portero en cada tiro.
situation-draft-pick = Elección { $pick } del draft — tu plantilla ({ $size }/8): { $squad }
situation-your-pick = Te toca elegir: { $left ->
        [one] queda { $left } jugador
       *[other] quedan { $left } jugadores
    } en la bolsa.
situation-picking = { $name } está eligiendo.
situation-auction = Subasta — tu presupuesto { $purse }k, plantilla { $size }/8: { $squad }
situation-nominate = Saca un jugador a subasta con una puja inicial.
situation-bidding = Subasta — { $player } ({ $stats }) a { $price }k para { $name }. Tu presupuesto: { $purse }k.
situation-raise-or-pass = Sube la puja o pasa.
situation-your-squad = Tu plantilla: { $squad }
situation-tactic-chosen = Elegiste { $tactic }; esperando al otro entrenador.
situation-choose-tactic = Elige tu táctica boca abajo (se revelan cuando ambos hayan elegido).
situation-tactics = Tácticas: { $tactics }.
situation-lineup-so-far = Tu alineación hasta ahora:
situation-choose-slot = Elige tu { $slot } ({ $code }). Los jugadores con el icono de { $tactic } cuentan como especialistas.
situation-choose-slot-no-tactic = Elige tu { $slot } ({ $code }). Los jugadores con el icono de tu táctica cuentan como especialistas.
situation-lineup-ready = Tu alineación está lista; esperando al otro entrenador.
situation-attacks-left = Jugadas de ataque restantes: { $left }.
situation-attack = Ataca { $name }: { $attacker } ({ $att } { $a }) contra { $defender } ({ $def } { $d }).
situation-boost-played = { $name } jugó { $boost } (+{ $bonus }).
situation-dice = Dados { $a } v { $d }: totales { $att_total } v { $def_total } (el atacante debe sacar más).
situation-your-boosts = Tus boosts: { $boosts }.
boosts-none = ninguno
situation-last-chance = El otro entrenador respondió con un boost: última oportunidad de jugar el tuyo, o pasa.
situation-boost-window = Ventana de boost: juega un boost de atributo (+3 a su propio atributo, +1 a cualquier otro) o pasa.
situation-reroll-window = Vas perdiendo este duelo: juega un Reroll de tu propio dado o pasa.
situation-roll = Tira los dados para este ataque.
situation-penalties = Penaltis { $score }.
situation-name-takers = Elige a tus lanzadores de penalti en orden, en secreto: { $named } de 3 elegidos.
situation-sudden-death = Muerte súbita, ronda { $round }: elige a tu siguiente lanzador.
situation-your-lineup = Tu alineación:
squad-nobody-yet = nadie todavía
control-card-detail = { $icons } · valor { $value }
control-group-goalkeepers = Porteros
control-group-value-high = Jugadores de campo, valor 18+
control-group-value-low = Jugadores de campo, valor 17 o menos
control-tactic = { $tactic } — { $attacks } ataques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }
control-tactic-cancels = { $tactic } — { $attacks } ataques, { $boosts } { $most_boosts ->
        [one] boost
       *[other] boosts
    }, anula { $cancels } de sus ataques
control-tactic-detail = Mejor con más titulares con su icono ({ $carrying } en tu plantilla) · bonus vs { $tactics }
control-pick = Elegir a { $player }
control-nominate = { $player } por { $price }k
control-bid = Pujar { $price }k
control-place = { $player } en { $slot }
control-keep-lineup = Mantener la misma alineación
control-clear-lineup = Empezar la alineación de nuevo
control-roll = Tirar los dados
control-reroll = Volver a tirar mi dado
control-pass-bidding = Pasar (dejar de pujar)
control-pass = Pasar
control-taker = { $player } (Tiro { $shooting })
control-boost = { $boost }: +{ $bonus } { $attribute }
control-pick-a-player = Elige un jugador
control-group-pick-one = { $group }: elige uno
control-open-at-minimum = abrir con la puja mínima · { $detail }
control-open-at-value = abrir por su valor · { $detail }
control-put-up-for-auction = Saca un jugador a subasta
control-group-which-price = { $group }: ¿cuál y a qué precio?
control-choose-tactic = Elige tu táctica (secreta)
control-specialist = { $icons } · especialista
control-who-plays-there = { $slot } ({ $code }): ¿quién juega ahí?
control-lineup = Alineación
control-start-again = Empezar de nuevo
control-pass-no-boost = Pasar: sin boost
control-pass-keep-dice = Pasar: mantener los dados
control-taker-detail = Tiro de { $player } contra las Paradas del portero
control-name-taker = Elige un lanzador de penalti (secreto)
option-format = El partido completo empieza con un draft de plantillas y se juega en dos tiempos con tácticas y boosts; el partido de entrenamiento reparte cinco jugadores a cada uno y se juega un solo tiempo de 5 + 5 ataques.
option-variant = Rush Keepers: cuatro jugadores de campo y ningún portero; el dado rojo elige quién se pone bajo palos en cada tiro.
option-penalties = Desempata con penaltis: tres lanzadores secretos por equipo y luego muerte súbita.
option-window = Segundos que una ventana de boost o de Reroll sigue abierta en Discord antes de que pase el entrenador que no responde.
describe-full-drafted = partido completo, plantillas del draft
describe-full = partido completo
describe-training = partido de entrenamiento
describe-penalties = penaltis
describe-window = ventanas de boost de { $seconds } s
render-training-match = partido de entrenamiento
render-training-rush-keepers = entrenamiento · Rush Keepers
render-five-a-side = fútbol 5
render-penalties = penaltis
render-full-time = final del partido
render-before-kick-off = antes del saque inicial
render-half-time = descanso
render-one-half = tiempo único
render-first-half = primer tiempo
render-second-half = segundo tiempo
render-lineup-secret = alineación secreta
render-outfield-key = de campo: técnica entrada tiro
render-group-technical = Técnica
render-group-intense = Intensa
render-group-reactive = Reactiva
render-home = { $name } (local)
render-away = { $name } (visitante)
render-no-tactic = sin táctica (entrenamiento)
render-tactic-face-down = táctica boca abajo
render-numbers = { $attacks ->
        [one] { $attacks } ataque
       *[other] { $attacks } ataques
    } · { $boosts ->
        [one] { $boosts } boost
       *[other] { $boosts } boosts
    } · anula { $removes }
render-attacks-left = ataques restantes { $left } · boosts en mano { $boosts }
render-bench = banquillo: { $players }
render-squad = plantilla: { $players }
render-penalties-score = Penaltis: { $home } – { $away }
render-no-attack-yet = Aún no hay ataques: el mazo de jugadas decide quién ataca primero
render-last-attack-goal = Último ataque: GOL
render-last-attack-tackled = Último ataque: cortado
render-last-attack-saved = Último ataque: parada
render-head-to-head-1 = Duelo 1: { $att } v { $def }
render-head-to-head-2 = Duelo 2: { $att } v { $def }
render-dice = blanco { $white } · rojo { $red }
render-plus-boost = + boost { $boost }
render-draft-complete = El draft ha terminado: cada plantilla tiene 8 jugadores
render-pick = Elección { $pick }: elige { $name }
render-nominating = { $name } saca un jugador a subasta
render-bidding = { $player } — { $price }k para { $name }: ¿alguien da más?
render-tactics-half-time = Descanso: ambos entrenadores eligen táctica boca abajo
render-tactics = Ambos entrenadores eligen táctica boca abajo
render-lineups-half-time = Descanso: ambos entrenadores eligen su alineación en secreto
render-lineups = Ambos entrenadores eligen su alineación en secreto
render-boost-window = Ventana de boost: { $name }
render-reroll-window = Ventana de Reroll: { $name }
render-rolls = { $name } tira para el ataque
render-takers = Ambos entrenadores eligen a sus lanzadores en secreto
render-tournament = torneo, { $rule }
render-draft = draft
render-pool-left = { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    } en la bolsa
render-pool = Bolsa
render-value = valor { $value }
render-purse-left = { $size }/8 · quedan { $purse }k

refused-waiting-pick = otro entrenador está eligiendo
refused-waiting-nominate = otro entrenador está sacando un jugador a subasta
refused-waiting-bid = tienes la puja más alta o ya te has retirado de esta subasta
refused-waiting-boost = la ventana de boost del otro entrenador está abierta
refused-waiting-reroll = el otro entrenador puede volver a tirar
refused-waiting-roll = el entrenador que ataca tira los dados
refused-waiting-other = le toca al otro entrenador
refused-card-number = carta { $card }
refused-not-in-pool = { $player } no está en la bolsa; elige { $left ->
        [one] al único jugador que queda
       *[other] a uno de los { $left } jugadores que quedan
    }
refused-keeper-limit = { $player } es portero y ya tienes { $most }: como máximo dos por plantilla
refused-opening-bid = no se permite una puja inicial de { $price }k: abre con 10k o con el valor del jugador, y como máximo con { $max }k (se reservan 10k por cada otra plaza libre)
refused-keepers-must-go-round = si te llevas a { $player }, alguna plantilla se quedaría sin portero: los porteros que quedan deben alcanzar para todos
refused-bid = no se permite una puja de { $bid }k: sube la puja de { $price }k en 10k, 50k o 100k, hasta { $max }k
refused-not-in-squad = { $player } no está en tu plantilla
refused-already-in-lineup = { $player } ya está en tu alineación
refused-rush-keepers-no-keeper = { $player } es portero: en Rush Keepers salen cuatro jugadores de campo y ningún portero
refused-goal-needs-gloves = { $player } no tiene guantes: la posición GK necesita una carta de portero
refused-lineup-complete = tu alineación ya está completa
refused-no-lineup-to-keep = todavía no hay alineación que mantener: coloca a tus jugadores
refused-reroll-in-its-window = el Reroll se juega después de tirar los dados, en la ventana de Reroll
refused-boost-not-held = no tienes ningún { $boost }
refused-one-boost-per-duel = solo un boost de atributo por duelo
refused-reroll-by-the-loser = el Reroll se juega después de la tirada, y lo juega el entrenador que va perdiendo
refused-no-reroll-card = no tienes ninguna carta de Reroll
refused-not-a-taker = { $player } no puede lanzar este penalti: lanzan los jugadores que están en el campo, cada uno una vez hasta que hayan lanzado todos
refused-not-now = eso no lo puedes hacer ahora
