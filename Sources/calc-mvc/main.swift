import CalculatorCLI
import MVC

CalculatorCommand<MVCApp>.main()
